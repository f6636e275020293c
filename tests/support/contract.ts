import { isDeepStrictEqual } from 'node:util';
import { CALLS, errorResponse, type Call } from '../../server/contract';
import { sayText } from '../../client/i18n';

/**
 * The contract's route table (server/contract/calls.ts) as matchers: a request's method and path to the
 * call it reaches. Where two calls match (GET buildings/village/1/resources is also /:type), the one with
 * fewer path parameters wins, as the router's registration order makes it.
 */
const matchers = Object.entries(CALLS as Record<string, Call>).map(([name, c]) => ({
  name,
  call: c,
  params: (c.path.match(/:/g) ?? []).length,
  re: new RegExp(`^${c.path === '/' ? '/?' : c.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
})).sort((a, b) => a.params - b.params);

export function callOf(method: string, path: string): { name: string; call: Call } | undefined {
  const bare = path.split('?')[0]!.replace(/\/$/, '') || '/';
  const m = matchers.find((x) => x.call.method === method.toUpperCase() && x.re.test(bare));
  return m && { name: m.name, call: m.call };
}

/**
 * Throws unless `body` is what the contract says the call answers: on success its `response` schema, on a
 * refusal the error body. The schema's parse must keep every field the server sent (zod drops unknown keys,
 * so a field the contract lacks shows as a difference) and change none.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  if (method.toUpperCase() === 'HEAD' || status === 204) return;
  const c = callOf(method, path);
  const schema = status >= 200 && status < 300 ? c?.call.response : errorResponse;
  if (!schema) return; // an address no call has (a 404 test): its error body is checked above
  const r = schema.safeParse(body);
  const where = `${method} ${path} (${c?.name ?? 'no call'}) answered ${status}`;
  if (!r.success) throw new Error(`${where} outside the contract: ${JSON.stringify(r.error.issues.slice(0, 3))}\n${JSON.stringify(body).slice(0, 600)}`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(r.data)), body)) {
    throw new Error(`${where} with fields the contract does not name: ${firstDifference(body, r.data)}`);
  }
  if (schema === errorResponse) {
    // A refusal's text is a catalogue key with parameters (server/game/texts.ts): the client's en-US
    // catalogue must render it to exactly the English the server put in `message`.
    const e = body as { message: string; text: { key: string; params: Record<string, string | number> } };
    const rendered = sayText({ key: e.text.key, params: e.text.params, message: `(no ${e.text.key} in en-US.json)` });
    if (rendered !== e.message) throw new Error(`${where}: its text ${JSON.stringify(e.text)} renders as "${rendered}", not as its message "${e.message}"`);
  }
}

function firstDifference(sent: unknown, parsed: unknown, at = '$'): string {
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) return `${at}: ${JSON.stringify(sent)} became ${JSON.stringify(parsed)}`;
  for (const k of Object.keys(sent)) {
    if (!(k in parsed)) return `${at}.${k}`;
    const d = firstDifference((sent as Record<string, unknown>)[k], (parsed as Record<string, unknown>)[k], `${at}.${k}`);
    if (d && !isDeepStrictEqual((sent as Record<string, unknown>)[k], (parsed as Record<string, unknown>)[k])) return d;
  }
  return `${at} (values differ)`;
}
