/**
 * Incremental parser for the text/event-stream format (WHATWG HTML "Server-sent events"): feed it decoded
 * chunks as they arrive, in any split, and it returns the complete events. Comments (`: keep-alive`) produce
 * no event; `retry:` is kept so the client can honour the server's reconnection delay.
 */
export interface SseFrame {
  /** the `id:` of this event, or the last one seen on the stream (SSE keeps it across events) */
  id: string | null;
  /** `event:` field, 'message' when absent */
  event: string;
  /** the `data:` lines joined with '\n' */
  data: string;
}

export class SseParser {
  private buffer = '';
  private dataLines: string[] = [];
  private eventType = '';
  private lastId: string | null = null;
  /** the last `retry:` value in milliseconds, null until the server sends one */
  retry: number | null = null;

  /** Returns the events completed by this chunk. */
  feed(chunk: string): SseFrame[] {
    this.buffer += chunk;
    const frames: SseFrame[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      if (ch === '\r' && i === this.buffer.length - 1) break;
      const line = this.buffer.slice(start, i);
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
      const frame = this.line(line);
      if (frame) frames.push(frame);
    }
    this.buffer = this.buffer.slice(start);
    return frames;
  }

  private line(line: string): SseFrame | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.dataLines.push(value);
        break;
      case 'event':
        this.eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break;
    }
    return null;
  }

  private dispatch(): SseFrame | null {
    const hasData = this.dataLines.length > 0;
    const frame: SseFrame = { id: this.lastId, event: this.eventType || 'message', data: this.dataLines.join('\n') };
    this.dataLines = [];
    this.eventType = '';
    return hasData ? frame : null;
  }
}
