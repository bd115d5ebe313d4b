/** Reading users. `toUser` is the only way a users row leaves the repository: it never carries the hash. */
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { User } from '../../model/entities';
import { ROLES, roleById, roleByName, type Role } from '../../model/roles';
import type { Db, Tx } from '../db/client';
import { userListVersion, users } from '../db/schema';
import { likePattern, parsePaging, withPaging, type ListQueryParams, type Paging } from '../paging';

type Conn = Db | Tx;
export type UserRow = typeof users.$inferSelect;

const FALLBACK_ROLE: Role = { id: 2, name: 'Usuario' };

export function toUser(row: UserRow): User {
  const role = roleById(row.roleId) ?? FALLBACK_ROLE;
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    image: row.image,
    points: row.points,
    active: row.active,
    roleName: role.name,
    role: { id: role.id, name: role.name },
  };
}

/** E-mails are stored and compared in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const roleNameSql = sql`case ${users.roleId} when 1 then 'Administrador' when 2 then 'Usuario' when 4 then 'Pantalla' else 'Encargado' end`;

const SORTABLE = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  points: users.points,
  active: users.active,
  roleName: roleNameSql,
  role: roleNameSql,
  'role.name': roleNameSql,
};

/**
 * Name, surname and e-mail as one lower-case text: the expression of the trigram index of migration
 * 0004_perf_indexes, so a search reads only the rows it matches. A term may span them ("ana lopez").
 */
const searchText = sql`lower(${users.name} || ' ' || ${users.surname} || ' ' || ${users.email})`;

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term.toLowerCase());
  const roleIds = ROLES.filter((r) => r.name.toLowerCase().includes(term.toLowerCase())).map((r) => r.id);
  return or(sql`${searchText} like ${pattern}`, ...(roleIds.length ? [inArray(users.roleId, roleIds)] : []));
}

export interface UserListQuery extends ListQueryParams {
  /** role name */
  role?: string;
  active?: boolean;
}

function whereOf(query: UserListQuery): SQL | undefined {
  const role = query.role ? roleByName(query.role) : undefined;
  return and(
    searchCondition(query.q),
    role ? eq(users.roleId, role.id) : undefined,
    query.active === undefined ? undefined : eq(users.active, query.active),
  );
}

/**
 * Paged searches keep their matching ids, in order, between requests: page 500 of a search then reads the
 * version row and its 10 users instead of every match. The triggers of migration 0009 bump the version in
 * the transaction of any change that can move a user in or out of a list or change its order, so a kept
 * list is exact; a list sorted by points (not versioned) is never kept. Bounded in entries and ids.
 */
interface KeptList {
  version: number;
  ids: Int32Array;
}
const KEPT_LISTS = 32;
const KEPT_IDS = 200_000;
const keptLists = new WeakMap<object, Map<string, KeptList>>();

async function listVersion(db: Conn): Promise<number | null> {
  const [row] = await db.select({ version: userListVersion.version }).from(userListVersion).where(eq(userListVersion.id, 1));
  return row ? row.version : null;
}

async function keptPage(
  db: Conn,
  query: UserListQuery,
  paging: Paging,
  where: SQL | undefined,
): Promise<{ ids: number[]; total: number } | null> {
  const sort = query.sort ?? 'id';
  if (sort === 'points' || paging.limit === null) return null;
  const version = await listVersion(db);
  if (version === null) return null;
  const key = JSON.stringify([
    query.q?.trim() ?? '',
    query.role ?? '',
    query.active ?? '',
    sort,
    (query.order ?? '').toUpperCase(),
  ]);
  let lists = keptLists.get(db);
  let kept = lists?.get(key);
  if (!kept || kept.version !== version) {
    const rows = await withPaging(db.select({ id: users.id }).from(users).where(where).$dynamic(), {
      ...paging,
      limit: null,
      offset: 0,
    });
    kept = { version, ids: Int32Array.from(rows, (r) => r.id) };
    if (kept.ids.length <= KEPT_IDS) {
      if (!lists) keptLists.set(db, (lists = new Map<string, KeptList>()));
      if (lists.size >= KEPT_LISTS) lists.delete(lists.keys().next().value!);
      lists.set(key, kept);
    }
  }
  return { ids: [...kept.ids.subarray(paging.offset, paging.offset + paging.limit)], total: kept.ids.length };
}

export async function listUsers(db: Conn, query: UserListQuery): Promise<{ items: User[]; total: number; paged: boolean }> {
  const paging = parsePaging(query, SORTABLE, { sort: 'id', order: 'ASC' }, users.id);
  const where = whereOf(query);
  if (!paging.paged) {
    const rows = await withPaging(db.select().from(users).where(where).$dynamic(), paging);
    return { items: rows.map(toUser), total: rows.length, paged: false };
  }
  let page = await keptPage(db, query, paging, where);
  if (!page) {
    // One pass over the matching rows finds the page's ids and the total; only the page's rows are then read
    // whole. A page past the end has no row to carry the total, so it is counted apart.
    const rows = await withPaging(
      db
        .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(where)
        .$dynamic(),
      paging,
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const [c] = await db.select({ n: count() }).from(users).where(where);
      total = c?.n ?? 0;
    }
    page = { ids: rows.map((r) => r.id), total };
  }
  const { ids, total } = page;
  const rows = ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toUser(row)] : [];
  });
  return { items, total, paged: true };
}

export async function findUserRow(db: Conn, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserRowByEmail(db: Conn, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return row ?? null;
}

export async function emailTaken(db: Conn, email: string, exceptId?: number): Promise<boolean> {
  const cond = eq(sql`lower(${users.email})`, normalizeEmail(email));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? cond : and(cond, sql`${users.id} <> ${exceptId}`));
  return Boolean(row);
}

export async function usersByRole(db: Conn, roleName: string): Promise<User[]> {
  const roleIds = ROLES.filter((r) => r.name.toLowerCase() === roleName.trim().toLowerCase()).map((r) => r.id);
  if (!roleIds.length) return [];
  const rows = await db.select().from(users).where(inArray(users.roleId, roleIds)).orderBy(users.id);
  return rows.map(toUser);
}

export async function usersByField(db: Conn, field: 'name' | 'surname', term: string): Promise<User[]> {
  const column = field === 'name' ? users.name : users.surname;
  const rows = await db
    .select()
    .from(users)
    .where(ilike(column, likePattern(term.trim())))
    .orderBy(users.id);
  return rows.map(toUser);
}
