// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SseParser } from '../../../dataProvider/events/sseFrames';

describe('SseParser', () => {
  it('reads id, event and data of a complete event', () => {
    const parser = new SseParser();
    const frames = parser.feed('id: 7\nevent: order.created\ndata: {"a":1}\n\n');
    expect(frames).toEqual([{ id: '7', event: 'order.created', data: '{"a":1}' }]);
  });

  it('assembles an event split across chunks, including a CRLF split in two', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 3\r')).toEqual([]);
    expect(parser.feed('\nevent: order.fin')).toEqual([]);
    expect(parser.feed('ished\r\ndata: {"x"')).toEqual([]);
    expect(parser.feed(':2}\r\n\r\n')).toEqual([{ id: '3', event: 'order.finished', data: '{"x":2}' }]);
  });

  it('ignores keep-alive comments and reads the retry delay', () => {
    const parser = new SseParser();
    expect(parser.feed('retry: 3000\n: conectado\n\n: keep-alive\n\n')).toEqual([]);
    expect(parser.retry).toBe(3000);
  });

  it('joins several data lines and defaults the event type to message', () => {
    const parser = new SseParser();
    expect(parser.feed('data: a\ndata:b\n\n')).toEqual([{ id: null, event: 'message', data: 'a\nb' }]);
  });

  it('returns several events of one chunk in order and keeps the last id', () => {
    const parser = new SseParser();
    const frames = parser.feed('id: 1\ndata: x\n\nid: 2\ndata: y\n\ndata: z\n\n');
    expect(frames.map((f) => [f.id, f.data])).toEqual([
      ['1', 'x'],
      ['2', 'y'],
      ['2', 'z'],
    ]);
  });
});
