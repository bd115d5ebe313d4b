import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'comedor.kitchen.offlineQueue';

/** A fresh module each time, reading what localStorage holds, as a reloaded board does. */
async function load() {
  vi.resetModules();
  return import('../../../customRoutes/kitchen/offlineQueue');
}

describe('the kitchen offline queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps actions in the order pressed, across a reload, and drops each once sent', async () => {
    const q = await load();
    q.enqueue({ kind: 'finish', orderId: 4, number: 104 });
    q.enqueue({ kind: 'station', orderId: 7, number: 107, stationId: 2, stationName: 'Postres' });
    q.enqueue({ kind: 'collect', orderId: 4, number: 104 });
    const reloaded = await load();
    const queued = reloaded.queuedActions();
    expect(queued.map((a) => [a.kind, a.orderId])).toEqual([
      ['finish', 4],
      ['station', 7],
      ['collect', 4],
    ]);
    expect(new Set(queued.map((a) => a.at)).size).toBe(3);
    reloaded.dropFirst(queued[0]);
    expect(reloaded.queuedActions().map((a) => a.kind)).toEqual(['station', 'collect']);
    reloaded.dropFirst(reloaded.queuedActions()[0]);
    reloaded.dropFirst(reloaded.queuedActions()[0]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('queues while older actions wait or the network is down, and keeps an action that got no answer', async () => {
    const q = await load();
    expect(q.mustQueue()).toBe(false);
    const sent = await q.sendOrQueue({ kind: 'finish', orderId: 1, number: 1 }, () => Promise.resolve('ok'));
    expect(sent).toBe('ok');
    const lost = await q.sendOrQueue({ kind: 'finish', orderId: 2, number: 2 }, () =>
      Promise.reject(Object.assign(new Error('sin red'), { status: 0 })),
    );
    expect(lost).toBeNull();
    expect(q.isNetworkDown()).toBe(true);
    const send = vi.fn(() => Promise.resolve('ok'));
    expect(await q.sendOrQueue({ kind: 'reopen', orderId: 3, number: 3 }, send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(q.queuedActions().map((a) => a.orderId)).toEqual([2, 3]);
  });

  it('lets a refusal for a real reason through to the caller, without queueing it', async () => {
    const q = await load();
    const refused = Object.assign(new Error('El pedido no existe.'), { status: 404 });
    await expect(q.sendOrQueue({ kind: 'collect', orderId: 9, number: 9 }, () => Promise.reject(refused))).rejects.toBe(refused);
    expect(q.queuedActions()).toEqual([]);
  });
});
