/**
 * Server-Sent Events read from a fetch body (issue 18): EventSource cannot send the Authorization header,
 * so the page reads GET push with fetch and parses the stream itself, as the HTML standard's
 * "event stream interpretation" says: lines end in CRLF, LF or CR; a blank line ends a message; `data`
 * lines join with LF; lines starting with a colon are comments (the server's keep-alive).
 */
export interface SseMessage {
  /** The `event` field ('message' when the block had none). */
  event: string;
  data: string;
  id?: string;
  /** The `retry` field in ms, when the block set one. */
  retry?: number;
}

export interface SseParser {
  /** Feeds decoded text; calls back once per complete message. */
  feed(chunk: string): void;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  // A chunk may end between the CR and LF of one line ending.
  let skipLeadingLf = false;
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}), ...(retry !== undefined ? { retry } : {}) });
    event = '';
    data = [];
    retry = undefined;
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') { if (!value.includes('\0')) id = value; }
    else if (field === 'retry') { if (/^\d+$/.test(value)) retry = Number(value); }
  };

  return {
    feed(chunk) {
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < buffer.length) { if (buffer[i + 1] === '\n') i++; }
          else skipLeadingLf = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
