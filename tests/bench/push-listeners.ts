import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import readline from 'node:readline';
import { StringDecoder } from 'node:string_decoder';

/**
 * Benchmark 7's pages, in a process of their own (tests/bench/push.ts starts one or more): push connections
 * opened on raw sockets (net.connect with the HTTP request written by hand: a fetch stream costs several times
 * the memory and CPU per connection, and 10,000 of them must fit beside the server on two cores). Each stream
 * is de-chunked, split into Server-Sent Events and every event's JSON parsed; the instant it was parsed is read
 * from the monotonic clock (process.hrtime, CLOCK_MONOTONIC, the same clock the server child reads at commit).
 * Commands come as JSON lines on stdin, each answered with one line `BENCH_REPLY <id> {json}` on stdout.
 */

interface Page {
  socket: net.Socket;
  user: number;
  hello: boolean;
  closed: boolean;
}

const pages: Page[] = [];
/** queue_done `item` (the producer's sequence number) -> receipts: [user of the page, receipt ns]. */
const received = new Map<string, Array<[number, bigint]>>();
let broadcasts: { key: string; count: number; lastNs: bigint } = { key: '', count: 0, lastNs: 0n };
let otherEvents = 0;
const helloWaiters = new Set<() => void>();
const broadcastWaiters = new Set<() => void>();

function onEvent(page: Page, data: string): void {
  const e = JSON.parse(data) as { type: string; item?: string; kind?: string; finished_at?: string };
  const now = process.hrtime.bigint();
  if (e.type === 'hello') {
    page.hello = true;
    for (const w of [...helloWaiters]) w();
  } else if (e.type === 'queue_done' && e.kind === 'bench' && e.item !== undefined) {
    let list = received.get(e.item);
    if (!list) received.set(e.item, (list = []));
    list.push([page.user, now]);
  } else if (e.type === 'world_finished' && e.finished_at === broadcasts.key) {
    broadcasts.count += 1;
    broadcasts.lastNs = now;
    for (const w of [...broadcastWaiters]) w();
  } else otherEvents += 1;
}

/** One push connection: HTTP/1.1 with chunked transfer encoding, read by hand. */
function openPage(host: string, port: number, path: string, token: string, user: number): Promise<Page | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const page: Page = { socket, user, hello: false, closed: false };
    let head: Buffer = Buffer.alloc(0);
    let headDone = false;
    let chunked = false;
    let raw: Buffer = Buffer.alloc(0);
    const decoder = new StringDecoder('utf8');
    let text = '';
    let settled = false;
    const settle = (v: Page | string) => { if (!settled) { settled = true; resolve(v); } };
    const sse = (s: string) => {
      text += s;
      let i: number;
      while ((i = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, i);
        text = text.slice(i + 2);
        let data = '';
        for (const line of block.split('\n')) if (line.startsWith('data:')) data += (data ? '\n' : '') + line.slice(5).replace(/^ /, '');
        if (data) {
          onEvent(page, data);
          if (page.hello) settle(page);
        }
      }
    };
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.on('data', (d: Buffer) => {
      if (!headDone) {
        head = Buffer.concat([head, d]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const lines = head.subarray(0, end).toString('latin1').split('\r\n');
        const status = Number(lines[0].split(' ')[1]);
        if (status !== 200) { settle(`status ${status}`); socket.destroy(); return; }
        chunked = lines.some((l) => /^transfer-encoding:\s*chunked/i.test(l));
        headDone = true;
        d = head.subarray(end + 4);
      }
      if (!chunked) { sse(decoder.write(d)); return; }
      raw = raw.length ? Buffer.concat([raw, d]) : d;
      for (;;) {
        const nl = raw.indexOf('\r\n');
        if (nl < 0) return;
        const size = parseInt(raw.subarray(0, nl).toString('latin1'), 16);
        if (size === 0) { socket.end(); return; }
        if (raw.length < nl + 2 + size + 2) return;
        sse(decoder.write(raw.subarray(nl + 2, nl + 2 + size)));
        raw = raw.subarray(nl + 2 + size + 2);
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => settle(err.code ?? err.message));
    socket.on('close', () => { page.closed = true; settle('closed before hello'); });
  });
}

async function open(host: string, port: number, path: string, pagesToOpen: Array<{ token: string; user: number }>, parallel: number) {
  const errors: Record<string, number> = {};
  let opened = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < pagesToOpen.length) {
      const p = pagesToOpen[next++];
      const r = await openPage(host, port, path, p.token, p.user);
      if (typeof r === 'string') errors[r] = (errors[r] ?? 0) + 1;
      else { pages.push(r); opened += 1; }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, pagesToOpen.length) }, worker));
  return { opened, errors, seconds: Number(process.hrtime.bigint() - started) / 1e9, open: pages.filter((p) => !p.closed).length };
}

/** Round trips of a trivial GET, one after the other on one keep-alive connection: the baseline. */
async function rtt(url: string, n: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await new Promise<void>((resolve, reject) => {
      http.get(url, { agent }, (res) => { res.resume(); res.on('end', () => resolve()); }).on('error', reject);
    });
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  agent.destroy();
  return out;
}

function waitFor(set: Set<() => void>, done: () => boolean, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => { if (done()) { set.delete(check); clearTimeout(timer); resolve(true); } };
    const timer = setTimeout(() => { set.delete(check); resolve(false); }, timeoutMs);
    set.add(check);
    check();
  });
}

type Command =
  | { op: 'open'; host: string; port: number; path?: string; pages: Array<{ token: string; user: number }>; parallel: number }
  | { op: 'rtt'; url: string; n: number }
  | { op: 'expectBroadcast'; key: string }
  /** Waits until every page open now heard the broadcast (or the timeout). */
  | { op: 'waitBroadcast'; timeoutMs: number }
  | { op: 'dump'; file: string }
  | { op: 'status' }
  | { op: 'close' };

async function run(c: Command): Promise<unknown> {
  switch (c.op) {
    case 'open': return open(c.host, c.port, c.path ?? '/api/push', c.pages, c.parallel);
    case 'rtt': return rtt(c.url, c.n);
    case 'expectBroadcast': broadcasts = { key: c.key, count: 0, lastNs: 0n }; return {};
    case 'waitBroadcast': {
      const want = pages.filter((p) => !p.closed).length;
      const all = await waitFor(broadcastWaiters, () => broadcasts.count >= want, c.timeoutMs);
      return { all, count: broadcasts.count, want, lastNs: String(broadcasts.lastNs) };
    }
    case 'dump': {
      // item -> [[user, ns], ...] as strings (bigint has no JSON form).
      const out: Record<string, Array<[number, string]>> = {};
      for (const [k, v] of received) out[k] = v.map(([u, ns]) => [u, String(ns)]);
      fs.writeFileSync(c.file, JSON.stringify(out));
      received.clear();
      return { items: Object.keys(out).length, otherEvents };
    }
    case 'status': return { pages: pages.length, open: pages.filter((p) => !p.closed).length, memory: process.memoryUsage() };
    case 'close': {
      for (const p of pages) p.socket.destroy();
      pages.length = 0;
      return {};
    }
  }
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const { id, ...cmd } = JSON.parse(line) as Command & { id: number };
  run(cmd as Command).then(
    (r) => process.stdout.write(`BENCH_REPLY ${id} ${JSON.stringify(r)}\n`),
    (err: unknown) => process.stdout.write(`BENCH_REPLY ${id} ${JSON.stringify({ error: String(err) })}\n`),
  );
});
rl.on('close', () => process.exit(0));
process.stdout.write('BENCH_LISTENERS_READY {}\n');
