import { describe, expect, it } from 'vitest';
import { OrderStream, reconnectDelay, type ConnectionState } from '../../../dataProvider/events/orderStream';
import type { OrderEvent } from '../../../model/entities';

function eventText(id: number, type: OrderEvent['type'], orderId: number): string {
  const event = { id, type, order: { id: orderId } };
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A fake server: each call answers with the next scripted stream; records the request headers. */
function fakeServer(streams: (string[] | number)[]) {
  const requests: Record<string, string>[] = [];
  const fetchImpl = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ ...(init?.headers as Record<string, string>) });
    const next = streams.shift();
    if (next === undefined) return new Promise<Response>(() => undefined);
    if (typeof next === 'number') return new Response(null, { status: next });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of next) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { requests, fetchImpl: fetchImpl };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('reconnectDelay', () => {
  it('grows exponentially from the base and is capped at 30 s', () => {
    const max = () => 1;
    expect(reconnectDelay(0, 1000, max)).toBe(1000);
    expect(reconnectDelay(3, 1000, max)).toBe(8000);
    expect(reconnectDelay(10, 1000, max)).toBe(30_000);
    expect(reconnectDelay(2, 1000, () => 0)).toBe(2000);
  });
});

describe('OrderStream', () => {
  it('delivers events, reconnects after the stream drops and resends Last-Event-ID', async () => {
    const server = fakeServer([
      ['retry: 500\n: conectado\n\n', eventText(41, 'order.created', 9), eventText(42, 'order.finished', 9)],
      [eventText(43, 'order.created', 10)],
    ]);
    const received: number[] = [];
    const states: ConnectionState[] = [];
    const waits: number[] = [];
    const opens: boolean[] = [];
    const stream = new OrderStream({
      url: '/api/events/orders',
      getToken: () => 'tok',
      onEvent: (e) => received.push(e.id),
      onStateChange: (s) => states.push(s),
      onOpen: (resumed) => opens.push(resumed),
      fetchImpl: server.fetchImpl,
      wait: async (ms) => void waits.push(ms),
      random: () => 1,
    });
    void stream.start();
    await settle();
    expect(received).toEqual([41, 42, 43]);
    expect(server.requests[0].Authorization).toBe('Bearer tok');
    expect(server.requests[0]['Last-Event-ID']).toBeUndefined();
    expect(server.requests[1]['Last-Event-ID']).toBe('42');
    expect(server.requests[2]['Last-Event-ID']).toBe('43');
    expect(opens).toEqual([false, true]);
    expect(waits[0]).toBe(500);
    expect(states.slice(0, 4)).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    stream.close();
    expect(states.at(-1)).toBe('closed');
  });

  it('backs off longer after each failed attempt and resets after a success', async () => {
    const server = fakeServer([503, 503, 503, [eventText(1, 'order.created', 1)], 503]);
    const waits: number[] = [];
    const stream = new OrderStream({
      url: '/x',
      getToken: () => 'tok',
      onEvent: () => undefined,
      fetchImpl: server.fetchImpl,
      wait: async (ms) => void waits.push(ms),
      random: () => 1,
    });
    void stream.start();
    await settle();
    stream.close();
    expect(waits.slice(0, 5)).toEqual([1000, 2000, 4000, 1000, 2000]);
  });

  it('stops and reports unauthorized when the server rejects the token', async () => {
    const server = fakeServer([401]);
    const states: ConnectionState[] = [];
    const stream = new OrderStream({
      url: '/x',
      getToken: () => 'expired',
      onEvent: () => undefined,
      onStateChange: (s) => states.push(s),
      fetchImpl: server.fetchImpl,
      wait: async () => undefined,
    });
    await stream.start();
    expect(states).toEqual(['connecting', 'unauthorized']);
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refused session (401) so it can end, but not a forbidden stream (403)', async () => {
    for (const [status, refused] of [
      [401, ['expired']],
      [403, []],
    ] as const) {
      const seen: string[] = [];
      const stream = new OrderStream({
        url: '/x',
        getToken: () => 'expired',
        onEvent: () => undefined,
        onSessionRefused: (token) => seen.push(token),
        fetchImpl: fakeServer([status]).fetchImpl,
        wait: async () => undefined,
      });
      await stream.start();
      expect(seen, String(status)).toEqual(refused);
    }
  });

  it('asks the screen to reload its lists when the server could not replay the whole gap', async () => {
    const reload = `id: 900\nevent: stream.reload\ndata: ${JSON.stringify({ id: 900, type: 'stream.reload' })}\n\n`;
    const server = fakeServer([[eventText(5, 'order.created', 1)], [reload, eventText(901, 'order.finished', 1)]]);
    const received: number[] = [];
    const opens: boolean[] = [];
    const stream = new OrderStream({
      url: '/api/events/orders',
      getToken: () => 'tok',
      onEvent: (e) => received.push(e.id),
      onOpen: (resumed) => opens.push(resumed),
      fetchImpl: server.fetchImpl,
      wait: async () => undefined,
      random: () => 1,
    });
    void stream.start();
    await settle();
    // first open, the resumed one, then the reload notice: the list is read again as on a first connection
    expect(opens).toEqual([false, true, false]);
    expect(received).toEqual([5, 901]);
    expect(server.requests[2]['Last-Event-ID']).toBe('901');
    stream.close();
  });

  it('ignores frames that are not order events', async () => {
    const server = fakeServer([
      ['data: hola\n\n', 'event: order.created\ndata: {"id":"x"}\n\n', eventText(5, 'order.created', 2)],
    ]);
    const received: number[] = [];
    const stream = new OrderStream({
      url: '/x',
      getToken: () => 'tok',
      onEvent: (e) => received.push(e.order.id),
      fetchImpl: server.fetchImpl,
      wait: () => new Promise(() => undefined),
    });
    void stream.start();
    await settle();
    stream.close();
    expect(received).toEqual([2]);
  });
});
