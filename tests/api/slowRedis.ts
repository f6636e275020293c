import net from 'node:net';

/**
 * A TCP proxy in front of a Redis that holds back Redis's answers when told to (a slow or hanging Redis
 * without touching the machine's shared one): tests/api/rate-limit-lock.test.ts, tests/bench/queue-limit.ts.
 */
export interface SlowRedis {
  url: string;
  /** Milliseconds every answer from Redis is held back from now on (0: passed on at once). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` that delays what Redis answers, in order (commands go through at once). */
export async function slowRedis(target: string): Promise<SlowRedis> {
  const { hostname, port } = new URL(target);
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 6379), hostname);
    sockets.add(client).add(upstream);
    // Each answer leaves no earlier than the one before it, so a delay turned off cannot reorder them.
    let last = 0;
    upstream.on('data', (chunk) => {
      const at = Math.max(Date.now() + delayMs, last);
      last = at;
      setTimeout(() => { if (!client.destroyed) client.write(chunk); }, at - Date.now());
    });
    client.pipe(upstream);
    const end = () => { client.destroy(); upstream.destroy(); sockets.delete(client); sockets.delete(upstream); };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${addr.port}`,
    delay: (ms) => { delayMs = ms; },
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
