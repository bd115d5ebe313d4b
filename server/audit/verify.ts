/**
 * Walks the audit chain (oldest first) and recomputes every hash: the first event whose hash does not match its
 * contents, or whose `prev_hash` is not the hash of the event before, is where the trail was altered. After the
 * retention pruned the oldest events, the first kept event's `prev_hash` is taken as the anchor.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { eventHash, eventHashInput } from './record-audit';

export type ChainReport =
  { ok: true; checked: number } | { ok: false; checked: number; brokenId: number; reason: 'hash' | 'link' };

const PAGE = 1000;

export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let prev: string | null = null;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select({
        id: auditEvents.id,
        atMs: sql<string>`(extract(epoch from ${auditEvents.at}) * 1000)::bigint::text`,
        actorId: auditEvents.actorId,
        actorRole: auditEvents.actorRole,
        requestId: auditEvents.requestId,
        clientIp: auditEvents.clientIp,
        resource: auditEvents.resource,
        recordId: auditEvents.recordId,
        action: auditEvents.action,
        changes: auditEvents.changes,
        detail: auditEvents.detail,
        prevHash: auditEvents.prevHash,
        hash: auditEvents.hash,
      })
      .from(auditEvents)
      .where(gt(auditEvents.id, lastId))
      .orderBy(asc(auditEvents.id))
      .limit(PAGE);
    for (const row of rows) {
      if (prev !== null && row.prevHash !== prev) return { ok: false, checked, brokenId: row.id, reason: 'link' };
      const input = eventHashInput({ ...row, at: new Date(Number(row.atMs)) });
      if (eventHash(row.prevHash, input) !== row.hash) return { ok: false, checked, brokenId: row.id, reason: 'hash' };
      prev = row.hash;
      lastId = row.id;
      checked++;
    }
    if (rows.length < PAGE) return { ok: true, checked };
  }
}
