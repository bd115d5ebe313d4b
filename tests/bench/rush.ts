/**
 * Lunch rush against a running server (loopback only, bounded in time): `customers` simulated customers
 * order for `seconds` across the offered pick-up hours while the kitchen, on an open board, finishes what
 * arrives. Reported: server errors, every order that got a 201 found afterwards, stock never negative, the
 * server's memory, and the kitchen's live latency (the order's 201 to its ticket on the board).
 * Run alone: `npx tsx tests/bench/rush.ts` (it starts its own server); `npm run bench` runs it too.
 */
import { percentile } from './load';
import { benchEmail, BENCH_PASSWORD } from './dataset';
import { login } from './api-figures';

export interface RushFigures {
  seconds: number;
  customers: number;
  placed: number;
  perSecond: number;
  /** answers other than 201 that were a client's fault (sold out, hour gone…) */
  refused: number;
  serverErrors: number;
  networkErrors: number;
  finished: number;
  missingAfter: number;
  negativeStock: number;
  rssPeakMb: number;
  rssEndMb: number;
  liveP50Ms: number;
  liveP95Ms: number;
  liveMaxMs: number;
  /** orders whose ticket never reached the board */
  liveMissed: number;
}

interface Dish {
  id: number;
  stock: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens the kitchen board's live stream and calls `onOrder(id, at)` for each new order's ticket. */
async function openBoard(base: string, token: string, onOrder: (id: number, at: number) => void): Promise<() => void> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events/orders`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`board stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.includes('event: order.created')) continue;
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) onOrder((JSON.parse(data.slice(6)) as { order: { id: number } }).order.id, performance.now());
        }
      }
    } catch {
      // closed
    }
  })();
  return () => abort.abort();
}

export async function runRush(
  base: string,
  opts: { seconds: number; customers: number; rssMb: () => number; thinkMs?: [number, number] },
): Promise<RushFigures> {
  const [thinkMin, thinkMax] = opts.thinkMs ?? [200, 1000];
  const chef = await login(base, 'encargado@comedor.es');
  const admin = await login(base, 'admin@comedor.es');
  const tokens: string[] = [];
  for (let n = 1; n <= opts.customers; n += 4) {
    const batch = Array.from({ length: Math.min(4, opts.customers - n + 1) }, (_, i) =>
      login(base, benchEmail(n + i), BENCH_PASSWORD),
    );
    tokens.push(...(await Promise.all(batch)));
  }
  const get = async <T>(path: string, token: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const hours = (await get<{ hour: string }[]>('/api/hours', tokens[0])).map((h) => h.hour);
  const menu = (await get<Dish[]>('/api/dishes', tokens[0])).filter((d) => d.stock > 0).map((d) => d.id);
  if (!hours.length || !menu.length) throw new Error('no pick-up hour left today or nothing in stock');

  const acked = new Map<number, number>(); // order id → time of its 201
  const onBoard = new Map<number, number>(); // order id → time its ticket reached the board
  const closeBoard = await openBoard(base, chef, (id, at) => onBoard.set(id, at));
  let refused = 0;
  let serverErrors = 0;
  let networkErrors = 0;
  let finished = 0;
  let negativeStock = 0;
  let rssPeakMb = opts.rssMb();
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

  async function customer(token: string): Promise<void> {
    while (performance.now() < deadline) {
      const lines = [{ dishId: pick(menu), quantity: 1 + Math.floor(Math.random() * 2) }];
      try {
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ pickupHour: pick(hours), lines }),
        });
        const at = performance.now();
        const body = (await res.json()) as { id?: number };
        if (res.status === 201 && body.id) acked.set(body.id, at);
        else if (res.status >= 500) serverErrors++;
        else refused++;
      } catch {
        networkErrors++;
      }
      await sleep(thinkMin + Math.random() * (thinkMax - thinkMin));
    }
  }

  async function kitchen(): Promise<void> {
    while (performance.now() < deadline) {
      const pending = await get<{ id: number }[]>('/api/orders?status=pending&page=1&size=20&sort=id&order=ASC', chef).catch(
        () => [],
      );
      for (const order of pending) {
        const res = await fetch(`${base}/api/orders/${order.id}/finish`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${chef}` },
        }).catch(() => null);
        if (res?.status === 200) finished++;
        else if (res && res.status >= 500) serverErrors++;
        await res?.arrayBuffer();
      }
      if (!pending.length) await sleep(200);
    }
  }

  async function watcher(): Promise<void> {
    while (performance.now() < deadline) {
      rssPeakMb = Math.max(rssPeakMb, opts.rssMb());
      const dishes = await get<Dish[]>('/api/dishes', admin).catch(() => []);
      negativeStock += dishes.filter((d) => d.stock < 0).length;
      await sleep(1000);
    }
  }

  await Promise.all([...tokens.map(customer), kitchen(), watcher()]);
  const elapsed = (performance.now() - started) / 1000;
  // Tickets still in flight get a moment to arrive before the board closes.
  for (let i = 0; i < 20 && [...acked.keys()].some((id) => !onBoard.has(id)); i++) await sleep(100);
  closeBoard();

  const stored = new Set((await get<{ id: number }[]>('/api/orders', admin)).map((o) => o.id));
  const finalDishes = await get<Dish[]>('/api/dishes', admin);
  negativeStock += finalDishes.filter((d) => d.stock < 0).length;
  const latencies = [...acked]
    .flatMap(([id, at]) => (onBoard.has(id) ? [Math.max(0, onBoard.get(id)! - at)] : []))
    .sort((a, b) => a - b);
  rssPeakMb = Math.max(rssPeakMb, opts.rssMb());
  return {
    seconds: Math.round(elapsed),
    customers: opts.customers,
    placed: acked.size,
    perSecond: acked.size / elapsed,
    refused,
    serverErrors,
    networkErrors,
    finished,
    missingAfter: [...acked.keys()].filter((id) => !stored.has(id)).length,
    negativeStock,
    rssPeakMb,
    rssEndMb: opts.rssMb(),
    liveP50Ms: percentile(latencies, 50),
    liveP95Ms: percentile(latencies, 95),
    liveMaxMs: latencies.at(-1) ?? NaN,
    liveMissed: acked.size - latencies.length,
  };
}
