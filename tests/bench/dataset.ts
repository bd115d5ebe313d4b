/**
 * Prepares a data folder before the server starts: the demo data, then `users` generated customers in one
 * SQL statement (all with the demo password, so the bench can log some in), and plenty of stock.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { hashPassword } from '../../server/auth/passwords';

export const BENCH_PASSWORD = 'comedor123';
/**
 * The user search of the bench looks for this surname. Exactly `SEARCH_MATCHES` generated users have it,
 * spread evenly over the table whatever its size, so page 500 of 10 exists and a bigger table only adds
 * rows the search must not read.
 */
export const SEARCH_TERM = 'lopez';
export const SEARCH_MATCHES = 6000;

const NAMES = ['Ana', 'Luis', 'Marta', 'Jorge', 'Lucía', 'Pablo', 'Elena', 'Carlos', 'Sara', 'Diego'];
const SURNAMES = ['Garcia', 'Perez', 'Sanchez', 'Gomez', 'Ruiz', 'Diaz', 'Moreno', 'Romero'];

export const benchEmail = (n: number) => `cliente${n}@bench.comedor.es`;

export async function prepareDataDir(dataDir: string, opts: { users: number; stock: number }): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await seedIfEmpty(database.db);
    const hash = await hashPassword(BENCH_PASSWORD);
    const names = `ARRAY[${NAMES.map((n) => `'${n}'`).join(',')}]`;
    const matches = Math.min(SEARCH_MATCHES, opts.users);
    const surnames = `ARRAY[${SURNAMES.map((n) => `'${n}'`).join(',')}]`;
    await database.db.execute(
      sql.raw(`INSERT INTO users (name, surname, email, password_hash, role_id, points)
        SELECT (${names})[1 + n % ${NAMES.length}],
               CASE WHEN (n::bigint * ${matches}) / ${opts.users} <> ((n - 1)::bigint * ${matches}) / ${opts.users} THEN 'Lopez'
                    ELSE (${surnames})[1 + (n / ${NAMES.length}) % ${SURNAMES.length}] END,
               'cliente' || n || '@bench.comedor.es', '${hash}', 2, 0
        FROM generate_series(1, ${opts.users}) AS n`),
    );
    // Every active dish offers `stock` portions on each unplanned date (today in the demo): its usual daily portions,
    // with the rows of portions already taken on those dates dropped (issue 26's stock per date).
    await database.db.execute(sql`UPDATE dishes SET daily_portions = ${opts.stock} WHERE is_active`);
    await database.db.execute(sql`DELETE FROM day_dishes WHERE date NOT IN (SELECT date FROM day_menus)`);
    await database.db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}
