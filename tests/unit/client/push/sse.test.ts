import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from '../../../../client/app/push/sse';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const p = createSseParser((m) => out.push(m));
  for (const c of chunks) p.feed(c);
  return out;
}

describe('SSE parser (client/app/push/sse.ts)', () => {
  it('reads event, id and data blocks as better-sse writes them; a block ends at a blank line', () => {
    const text = 'retry:2000\n\nid:1\nevent:hello\ndata:{"type":"hello"}\n\nid:2\nevent:counters\ndata:{"a":1}\n\n';
    expect(parse([text])).toEqual([
      { event: 'hello', data: '{"type":"hello"}', id: '1' },
      { event: 'counters', data: '{"a":1}', id: '2' },
    ]);
  });

  it('joins data lines with a line feed, defaults the event to "message", drops one space after the colon', () => {
    expect(parse(['data: one\ndata:  two\n\n'])).toEqual([{ event: 'message', data: 'one\n two' }]);
  });

  it('ignores comments (the keep-alive) and blocks without data', () => {
    expect(parse([':keep-alive\n\n', 'event:x\n\n', ': again\ndata:y\n\n'])).toEqual([{ event: 'message', data: 'y' }]);
  });

  it('puts messages split anywhere across chunks back together, CRLF included', () => {
    const text = 'event:report\r\ndata:{"type":"report"}\r\n\r\nevent:message\rdata:z\r\r';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'report', data: '{"type":"report"}' },
        { event: 'message', data: 'z' },
      ]);
    }
    expect(parse(text.split(''))).toHaveLength(2);
  });

  it('keeps an unfinished block until its blank line arrives', () => {
    const out: SseMessage[] = [];
    const p = createSseParser((m) => out.push(m));
    p.feed('event:a\ndata:1\n');
    expect(out).toEqual([]);
    p.feed('\n');
    expect(out).toEqual([{ event: 'a', data: '1' }]);
  });

  it('reads a retry field only when it is digits', () => {
    expect(parse(['retry:1500\ndata:a\n\nretry:soon\ndata:b\n\n'])).toEqual([
      { event: 'message', data: 'a', retry: 1500 },
      { event: 'message', data: 'b' },
    ]);
  });
});
