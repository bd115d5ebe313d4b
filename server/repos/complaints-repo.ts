/** Complaints with their sender and the admin who answered them. */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Complaint } from '../../model/entities';
import { roleById } from '../../model/roles';
import type { Db, Tx } from '../db/client';
import { complaints, users } from '../db/schema';
import { likePattern, parsePaging, withPaging, type ListQueryParams } from '../paging';

const answerer = alias(users, 'answerer');

const columns = {
  complaint: complaints,
  sender: {
    id: users.id,
    name: users.name,
    surname: users.surname,
    email: users.email,
    image: users.image,
    roleId: users.roleId,
  },
  answerer: { id: answerer.id, name: answerer.name, surname: answerer.surname },
};

type Row = {
  complaint: typeof complaints.$inferSelect;
  sender: { id: number; name: string; surname: string; email: string; image: string | null; roleId: number };
  answerer: { id: number; name: string; surname: string } | null;
};

function toComplaint({ complaint: c, sender, answerer: by }: Row): Complaint {
  const role = roleById(sender.roleId) ?? { id: 2, name: 'Usuario' as const };
  return {
    id: c.id,
    message: c.message,
    dateSend: c.dateSend.toISOString(),
    sender: { id: sender.id, name: sender.name, surname: sender.surname, email: sender.email, image: sender.image, role },
    answer: c.answer,
    answeredAt: c.answeredAt ? c.answeredAt.toISOString() : null,
    answeredBy: by ? { id: by.id, name: by.name, surname: by.surname } : null,
  };
}

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.senderId))
    .leftJoin(answerer, eq(answerer.id, complaints.answeredBy))
    .$dynamic();
}

const SORTABLE = {
  id: complaints.id,
  dateSend: complaints.dateSend,
  answeredAt: complaints.answeredAt,
  message: complaints.message,
  answer: complaints.answer,
};

export interface ComplaintFilter extends ListQueryParams {
  answered?: boolean;
  /** days sent from/to, inclusive, "YYYY-MM-DD" in the restaurant's time zone */
  from?: string;
  to?: string;
}

export async function listComplaints(
  db: Db,
  query: ComplaintFilter,
  timeZone: string,
): Promise<{ items: Complaint[]; total: number; paged: boolean }> {
  const paging = parsePaging(query, SORTABLE, { sort: 'dateSend', order: 'DESC' }, complaints.id);
  const conditions: SQL[] = [];
  const term = query.q?.trim();
  if (term) {
    const p = likePattern(term);
    conditions.push(or(ilike(complaints.message, p), ilike(users.name, p), ilike(users.surname, p), ilike(users.email, p))!);
  }
  if (query.answered !== undefined) conditions.push(query.answered ? isNotNull(complaints.answer) : isNull(complaints.answer));
  const day = sql`(${complaints.dateSend} at time zone ${timeZone})::date`;
  if (query.from) conditions.push(sql`${day} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${day} <= ${query.to}::date`);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await withPaging(baseQuery(db).where(where), paging);
  let total = rows.length;
  if (paging.paged) {
    const [c] = await db.select({ n: count() }).from(complaints).innerJoin(users, eq(users.id, complaints.senderId)).where(where);
    total = c?.n ?? 0;
  }
  return { items: rows.map(toComplaint), total, paged: paging.paged };
}

export async function complaintsBySender(db: Db, senderId: number): Promise<Complaint[]> {
  const rows = await baseQuery(db)
    .where(eq(complaints.senderId, senderId))
    .orderBy(desc(complaints.dateSend), desc(complaints.id));
  return rows.map(toComplaint);
}

export async function latestComplaints(db: Db, limit: number): Promise<Complaint[]> {
  const rows = await baseQuery(db).orderBy(desc(complaints.dateSend), desc(complaints.id)).limit(limit);
  return rows.map(toComplaint);
}

export async function findComplaint(db: Db, id: number): Promise<Complaint | null> {
  const [row] = await baseQuery(db).where(eq(complaints.id, id));
  return row ? toComplaint(row) : null;
}

export async function createComplaint(db: Db, senderId: number, message: string, at: Date): Promise<number> {
  const [row] = await db.insert(complaints).values({ senderId, message, dateSend: at }).returning({ id: complaints.id });
  return row.id;
}

/** Stores the answer; returns the complaint's sender (null: a deleted account), undefined when there is none. */
export async function answerComplaint(
  db: Db | Tx,
  id: number,
  answer: string,
  answeredBy: number,
  at: Date,
): Promise<{ senderId: number | null } | undefined> {
  const [row] = await db
    .update(complaints)
    .set({ answer, answeredBy, answeredAt: at })
    .where(eq(complaints.id, id))
    .returning({ senderId: complaints.senderId });
  return row;
}
