import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, sayText } from '../../../client/i18n';
import enUS from '../../../client/i18n/en-US.json';
import { everySaid } from '../../support/refusalTexts';

/**
 * Every refusal the server can say is a catalogue key with parameters (issue 12, point 6): the client
 * renders it from client/i18n, and the en-US catalogue gives exactly SPEC.md's English the server puts in
 * `message`, so a text changed on one side only fails here.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('refusal texts', () => {
  const all = everySaid();

  it('the en-US catalogue renders every refusal to the English of its message', async () => {
    await initI18n();
    expect(all.length).toBeGreaterThan(100);
    for (const { name, said } of all) {
      expect(i18n.exists(said.key, { ...said.params }), `${name}: ${said.key} is missing from en-US.json`).toBe(true);
      expect(sayText(said), name).toBe(said.message);
    }
  });

  it('a Dutch player gets the catalogue text, not the server English, once nl translates it', async () => {
    await initI18n();
    const { said } = all.find((x) => x.name === 'QUEUE_TEXT.requiresDistrict')!;
    i18n.addResource('nl', 'translation', 'refusals.queue.requiresDistrict', 'Vereist het $t(districts.{{district}})-district');
    i18n.addResource('nl', 'translation', 'districts.military', 'Militaire');
    try {
      await i18n.changeLanguage('nl');
      expect(sayText(said)).toBe('Vereist het Militaire-district');
    } finally {
      await i18n.changeLanguage('en-US');
      i18n.removeResourceBundle('nl', 'translation');
      i18n.addResourceBundle('nl', 'translation', {});
    }
  });

  it('a key the catalogue lacks falls back to the English the server sent', async () => {
    await initI18n();
    expect(sayText({ key: 'refusals.future.thing', params: {}, message: 'A newer refusal' })).toBe('A newer refusal');
  });

  it('every catalogue refusal is one the server can say (no stale keys)', () => {
    const said = new Set(all.map((x) => x.said.key));
    const catalogue = enUS.refusals as Record<string, Record<string, string>>;
    for (const [group, entries] of Object.entries(catalogue)) {
      for (const name of Object.keys(entries)) {
        const key = `refusals.${group}.${name.replace(/_(one|other)$/, '')}`;
        expect(said.has(key), `${key} is in en-US.json but the server never says it`).toBe(true);
      }
    }
  });

  it('every group the server defines with refusalsOf is in the tables the tests walk', () => {
    const groups = new Set<string>();
    for (const f of files('server')) {
      for (const m of readFileSync(f, 'utf8').matchAll(/refusalsOf\('([a-zA-Z]+)'\)/g)) groups.add(m[1]);
    }
    const walked = new Set(all.map((x) => x.said.key.split('.')[1]));
    expect([...groups].sort()).toEqual([...walked].sort());
  });

  it('no refusal is built from English outside the text tables (badRequest and friends take a Said)', () => {
    for (const f of [...files('server/api'), ...files('server/world'), ...files('server/http'), ...files('server/auth')]) {
      const src = readFileSync(f, 'utf8');
      // The text is badRequest's / notFound's second argument, refused's and AppError's third.
      expect(src, f).not.toMatch(/\b(badRequest|notFound)\(\s*[^,()]+,\s*['`"]/);
      expect(src, f).not.toMatch(/\b(refused|new AppError)\(\s*[^,()]+,\s*[^,()]+,\s*['`"]/);
    }
  });
});
