/**
 * What the audit trail costs a write (issue 29): p95 of `PUT dishes/{id}` by an administrator on the server as
 * users run it, next to the same server started with AUDIT_TRAIL=off (measurement only) on a copy of the same
 * data. The two are measured in alternating rounds, so a neighbour's load on a shared machine falls on both alike.
 */
import { combine, login } from './api-figures';
import { runLoad, type LoadResult } from './load';

export interface AuditOverhead {
  on: LoadResult;
  off: LoadResult;
  concurrency: number;
}

/** The dish every connection edits: the first one the menu lists. */
async function firstDish(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/dishes`, { headers: { authorization: `Bearer ${token}` } });
  const dishes = (await res.json()) as { id: number }[];
  if (!dishes[0]) throw new Error(`no dish to edit at ${base}`);
  return dishes[0].id;
}

export async function auditOverheadFigure(
  withAudit: string,
  withoutAudit: string,
  durationMs: number,
  opts: { concurrency?: number; rounds?: number } = {},
): Promise<AuditOverhead> {
  const concurrency = opts.concurrency ?? 4;
  const rounds = opts.rounds ?? 3;
  // Each connection writes its own description: consecutive writes change the dish, as real edits do.
  const bodies = Array.from({ length: concurrency }, (_, i) => ({ description: `Descripción de la medida ${i + 1}` }));
  const servers = await Promise.all(
    [withAudit, withoutAudit].map(async (base) => {
      const token = await login(base, 'admin@comedor.es');
      const url = `${base}/api/dishes/${await firstDish(base, token)}`;
      return { url, headers: { authorization: `Bearer ${token}` } };
    }),
  );
  const run = (i: number, ms: number) =>
    runLoad({ ...servers[i]!, method: 'PUT', bodiesPerConnection: bodies, durationMs: ms, concurrency });
  // warm-up, so neither side is measured while compiling its hot paths
  await run(0, Math.min(1000, durationMs));
  await run(1, Math.min(1000, durationMs));
  const on: LoadResult[] = [];
  const off: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    on.push(await run(0, durationMs / rounds));
    off.push(await run(1, durationMs / rounds));
  }
  return {
    on: combine(
      on,
      on.map((r) => r.latencies ?? []),
    ),
    off: combine(
      off,
      off.map((r) => r.latencies ?? []),
    ),
    concurrency,
  };
}

/** The report's line: its label and "p95 12.3 ms with it, 9.8 ms without (+2.5 ms, +26%); p50 6.1 / 5.0 ms". */
export function auditOverheadRow(
  figure: Pick<AuditOverhead, 'concurrency'> & Record<'on' | 'off', Pick<LoadResult, 'p50' | 'p95' | 'errors'>>,
): {
  label: string;
  value: string;
} {
  const { on, off } = figure;
  const difference = on.p95 - off.p95;
  const sign = difference >= 0 ? '+' : '−';
  const delta = [`${sign}${Math.abs(difference).toFixed(1)} ms`];
  if (off.p95 > 0) delta.push(`${sign}${Math.round((Math.abs(difference) / off.p95) * 100)}%`);
  const errors = on.errors + off.errors;
  return {
    label: `PUT dishes/{id}, ${figure.concurrency} conn., audit trail`,
    value:
      `p95 ${on.p95.toFixed(1)} ms with it, ${off.p95.toFixed(1)} ms without (${delta.join(', ')}); ` +
      `p50 ${on.p50.toFixed(1)} / ${off.p50.toFixed(1)} ms` +
      (errors ? `, ${errors} errors` : ''),
  };
}
