import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDataDir } from './dataset';
import { startBenchServer } from './server-process';
import { dishesFigure, usersFigure, ordersFigure } from './api-figures';
const which = (process.argv[2] ?? 'dishes,users,orders').split(',');
const root = mkdtempSync(join(tmpdir(), 'b16-'));
const dataDir = join(root, 'data');
let t = Date.now();
await prepareDataDir(dataDir, { users: Number(process.env.USERS ?? 100000), stock: 1_000_000 });
console.log('prepared', Date.now() - t, 'ms');
t = Date.now();
const server = await startBenchServer({ dataDir, env: { MAX_PENDING_ORDERS: '100000', KITCHEN_COOKS: '1000' } });
console.log('started', Date.now() - t, 'ms rss', server.rssMb().toFixed(0));
const D = Number(process.env.D ?? 3000);
try {
  if (which.includes('dishes')) { const d = await dishesFigure(server.base, D, { serverCpuMs: server.cpuMs }); console.log('dishes', d.bytes, 'ratio', d.ratio.toFixed(2), 'api', Math.round(d.api.perSecond), 'p99', d.api.p99.toFixed(1), 'bare', Math.round(d.bare.perSecond), 'p99', d.bare.p99.toFixed(1), 'err', d.api.errors, 'cpu ms/req', d.cpuMsPerRequest.toFixed(3)); }
  if (which.includes('users')) { const u = await usersFigure(server.base, D); console.log('users total', u.total, 'rps', Math.round(u.result.perSecond), 'p50', u.result.p50.toFixed(1), 'p99', u.result.p99.toFixed(1), 'err', u.result.errors); }
  if (which.includes('orders')) { const o = await ordersFigure(server.base, D); console.log('orders/s', Math.round(o.result.perSecond), 'p99', o.result.p99.toFixed(1), 'err', o.result.errors, o.result.serverErrors); }
  console.log('rss', server.rssMb().toFixed(0));
} finally { await server.stop(); }
