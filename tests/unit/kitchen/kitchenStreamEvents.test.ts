import { describe, expect, it } from 'vitest';
import { OrderStream } from '../../../dataProvider/events/orderStream';
import type { KitchenEvent, QueueEvent } from '../../../model/stream-events';

function frame(event: { id: number; type: string; kitchen?: unknown }): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

describe('OrderStream and kitchen events', () => {
  it('hands pause and queue notices to onKitchen, never to onEvent, and still resumes from their id', async () => {
    const kitchen = { cooks: 2, slotMinutes: 15, slotCapacity: 30, pausedUntil: '2025-03-10T12:40:00.000Z', paused: true };
    const chunks = [frame({ id: 7, type: 'kitchen.changed', kitchen }), frame({ id: 8, type: 'queue.changed' })];
    const seen: (KitchenEvent | QueueEvent)[] = [];
    const orders: number[] = [];
    const requests: Record<string, string>[] = [];
    let calls = 0;
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ ...(init?.headers as Record<string, string>) });
      if (calls++ > 0) return new Promise<Response>(() => undefined);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const c of chunks) controller.enqueue(encoder.encode(c));
          controller.close();
        },
      });
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    const stream = new OrderStream({
      url: '/api/events/orders',
      getToken: () => 'tok',
      onEvent: (e) => orders.push(e.id),
      onKitchen: (e) => seen.push(e),
      fetchImpl,
      wait: async () => undefined,
    });
    void stream.start();
    for (let i = 0; i < 40 && requests.length < 2; i++) await new Promise((r) => setTimeout(r, 0));
    stream.close();
    expect(orders).toEqual([]);
    expect(seen).toEqual([
      { id: 7, type: 'kitchen.changed', kitchen },
      { id: 8, type: 'queue.changed' },
    ]);
    expect(requests[1]?.['Last-Event-ID']).toBe('8');
  });
});
