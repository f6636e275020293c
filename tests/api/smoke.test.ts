import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

describe('the HTTP shell', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(); });
  afterAll(async () => { await s?.stop(); });

  it('answers an unknown API path with a 404 and a JSON error, with or without trailing slash', async () => {
    const a = await s.api('GET', '/nothing-here');
    const b = await s.api('GET', '/nothing-here/');
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ error: 'error_404', message: 'There is nothing at this address' });
    expect(b.status).toBe(404);
  });

  it('refuses malformed JSON with a 400, never a 500', async () => {
    const r = await s.api('POST', '/anything', { raw: '{"a":' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error_400');
  });

  it('answers a dead token with a 401', async () => {
    const r = await s.api('GET', '/anything', { token: 'x'.repeat(43) });
    expect(r.status).toBe(401);
  });
});
