import type { Redis } from 'ioredis';
import { createLimiter } from './rateLimit';
import { memoryLimit, type Limit } from './limit';

/** How long a limit waits for Redis before it counts in this process's memory instead. */
export const REDIS_LIMIT_TIMEOUT_MS = 500;

/**
 * The token bucket of server/auth/rateLimit.ts as one atomic Redis script: KEYS[1] a hash { tokens, at },
 * ARGV limit, windowMs, now (ms), op: `take` (0, or the wait when fewer than one token is left: nothing
 * charged), `wait` (the same answer, writes nothing), `give` (one token back). A full bucket is no key at
 * all (deleted), and a key expires once its bucket would be full again, so a client that stopped keeps
 * nothing and a made-up token's key goes with its give-back.
 */
const TOKEN_BUCKET = `
local limit = tonumber(ARGV[1])
local perMs = limit / tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local op = ARGV[4]
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(stored[1])
local at = tonumber(stored[2])
if tokens == nil or at == nil then
  if op ~= 'take' then return 0 end
  tokens = limit
  at = now
end
tokens = math.min(limit, tokens + math.max(0, now - at) * perMs)
at = math.max(at, now)
local wait = 0
if tokens < 1 then wait = math.max(1, math.ceil((1 - tokens) / perMs)) end
if op == 'wait' then return wait end
if op == 'take' then
  if wait > 0 then return wait end
  tokens = tokens - 1
else
  tokens = math.min(limit, tokens + 1)
end
if tokens >= limit then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
  redis.call('PEXPIRE', KEYS[1], math.ceil((limit - tokens) / perMs) + 1000)
end
return 0
`;

const COMMAND = 'akTokenBucket';
type Op = 'take' | 'wait' | 'give';
type WithBucket = Redis & { [COMMAND](key: string, limit: number, windowMs: number, nowMs: number, op: Op): Promise<number> };

/**
 * `points` requests per `windowMs` for each key, counted in Redis under `keyPrefix` so requests spread
 * over several instances meet one limit: the memory limiter's token bucket (a burst of `points`, then one
 * request per windowMs/points, refilled continuously), on the server's clock (`nowMs`: deps.now, which
 * tests move), one script call (EVALSHA) per request. When Redis is down or slow (not connected, an error,
 * no answer within `timeoutMs`) the request is counted in this process's memory, in the same kind of
 * bucket, so the limit holds per instance and requests are neither refused nor held up by an outage.
 * 0 points turns the limit off.
 */
export function redisLimit(
  redis: Redis, keyPrefix: string, points: number, windowMs: number,
  opts: { nowMs?: () => number; timeoutMs?: number } = {},
): Limit {
  if (points <= 0) return { wait: async () => 0, take: async () => 0, giveBack: async () => {} };
  const nowMs = opts.nowMs ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? REDIS_LIMIT_TIMEOUT_MS;
  if (!(COMMAND in redis)) redis.defineCommand(COMMAND, { numberOfKeys: 1, lua: TOKEN_BUCKET });
  const insurance = memoryLimit(createLimiter(points, windowMs), nowMs);
  const run = async (op: Op, key: string, fallback: () => Promise<number>): Promise<number> => {
    // While ioredis reconnects it would queue the command: answer from memory instead.
    if (redis.status !== 'ready') return fallback();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        (redis as WithBucket)[COMMAND](`${keyPrefix}:${key}`, points, windowMs, nowMs(), op),
        new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('redis limit timeout')), timeoutMs); }),
      ]);
    } catch {
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    wait: (key) => run('wait', key, () => insurance.wait(key)),
    take: (key) => run('take', key, () => insurance.take(key)),
    giveBack: async (key) => {
      await run('give', key, async () => {
        await insurance.giveBack(key);
        return 0;
      });
    },
  };
}
