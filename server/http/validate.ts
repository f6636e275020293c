import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest, zodMessage } from './errors';
import { INPUT_TEXT } from '../game/refusals';

/** Parses a request part with its contract schema; a failure is a 400 with the call group's key. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, key: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(key, zodMessage(r.error));
  return r.data;
}

export const body = <S extends z.ZodType>(ctx: Context, schema: S, key: string): z.infer<S> =>
  parse(schema, (ctx.request as unknown as { body?: unknown }).body ?? {}, key);

export const query = <S extends z.ZodType>(ctx: Context, schema: S, key: string): z.infer<S> =>
  parse(schema, ctx.query, key);

/** A positive integer path id; anything else is a 400 with the call group's key. */
export function idParam(value: string | undefined, key: string): number {
  const n = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw badRequest(key, INPUT_TEXT.id);
  }
  return n;
}
