/**
 * Texts a player reads that the server decides: a catalogue key with its parameters, rendered by the
 * client from its catalogue (client/i18n: en-US now, nl later), never English the client shows as is.
 * A refusal also carries SPEC.md's English in `message`, because every refused call answers
 * `{ error, message }` (GAME.md section 10); tests/unit/client/refusal-texts.test.ts checks that the
 * en-US catalogue renders each key to exactly that English.
 */
export type TextParams = Readonly<Record<string, string | number>>;

export interface Said {
  /** A key of the client's catalogue, e.g. `refusals.queue.notEnoughResources`. */
  readonly key: string;
  readonly params: TextParams;
  /** SPEC.md's English for the API's `message`. */
  readonly message: string;
}

/**
 * The refusal texts of one call group, keyed `refusals.<group>.<name>`: `say(name, english, params)`.
 * The English states each parameter as the catalogue renders it (an entity is passed by its key and
 * named by the catalogue, e.g. `$t(districts.{{district}})`).
 */
export function refusalsOf(group: string) {
  return (name: string, message: string, params: TextParams = {}): Said => ({ key: `refusals.${group}.${name}`, params, message });
}

/** Whether a value is a Said (a refusal's text), as opposed to a plain string. */
export function isSaid(v: unknown): v is Said {
  return typeof v === 'object' && v !== null && typeof (v as Said).key === 'string' && typeof (v as Said).message === 'string';
}

/** What a response carries of a text: its key and parameters (the client's catalogue renders them). */
export function textOf(said: Said): { key: string; params: Record<string, string | number> } {
  return { key: said.key, params: { ...said.params } };
}
