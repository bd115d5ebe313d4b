/**
 * Demo data for an empty database: the three documented accounts and more users, the 14 allergens, a menu
 * with images, rewards forming the levels, complaints, eight weeks of past days played by the rules of a real
 * week (orders, frozen production sheets, leftovers: ./seed-data/history.ts), today's orders, the current week
 * planned with bookings on the coming days. One transaction; a no-op once any user exists.
 */
import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { roleByName } from '../../model/roles';
import { defaultPrepMinutes } from '../../model/capacity';
import { hashPassword } from '../auth/passwords';
import type { Db, Tx } from './client';
import * as t from './schema';
import { allergenSvg, avatarSvg, dishSvg, rewardSvg } from './svg';
import { ALLERGEN_NAMES } from './seed-data/allergens';
import { SEED_COMPLAINTS } from './seed-data/complaints';
import { SEED_PREP_MINUTES } from './seed-data/prep-minutes';
import { SEED_DISHES } from './seed-data/dishes';
import { planOrders, pointsEarned } from './seed-data/orders';
import { seedDayDishes, seedPlannedDates } from './seed-data/week';
import { addDays } from '../../model/calendar';
import { SEED_REWARDS } from './seed-data/rewards';
import { generateHistory, HISTORY_WEEKS } from './seed-data/history';
import { insertHistory } from './seed-history';
import { cutoffInstant, DEFAULT_ORDER_CUTOFF, parseCutoff } from '../../model/cutoff';
import { DEMO_PASSWORD, SEED_USERS } from './seed-data/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** how long before the seed today's (and the coming days') demo orders were placed */
const TODAY_ORDER_AGE_MS = 20 * 60 * 1000;

function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Stores an SVG in `images` (content-addressed) and returns its API URL. */
async function storeSvg(tx: Tx, svg: string): Promise<string> {
  const data = Buffer.from(svg, 'utf8');
  const id = createHash('sha256').update(data).digest('hex').slice(0, 32);
  await tx.insert(t.images).values({ id, mime: 'image/svg+xml', data }).onConflictDoNothing();
  return `/api/images/${id}`;
}

/**
 * The demo data, on an empty database only. `clock` is the server's (its configured time zone and `now`, which
 * tests set to a fixed instant): the eight past weeks end the day before that `now`, so a server started on a
 * given day finds its own today free for its orders.
 */
export async function seedIfEmpty(db: Db, clock: { now?: Date; timeZone?: string } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(t.users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const timeZone = clock.timeZone ?? (process.env.RESTAURANT_TZ || process.env.TZ || 'Europe/Madrid');
  const now = clock.now ?? new Date();
  const today = localDate(now, timeZone);

  await db.transaction(async (tx) => {
    // One statement at a time: a transaction's connection runs queries in sequence.
    const allergenValues = [];
    for (const [i, name] of ALLERGEN_NAMES.entries())
      allergenValues.push({ name, image: await storeSvg(tx, allergenSvg(name, i)) });
    const allergenRows = await tx
      .insert(t.allergens)
      .values(allergenValues)
      .returning({ id: t.allergens.id, name: t.allergens.name });
    const allergenId = new Map(allergenRows.map((a) => [a.name, a.id]));

    const customers = SEED_USERS.filter((u) => u.role === 'Usuario');
    const plan = planOrders(SEED_DISHES, customers.length);
    const cutoff = parseCutoff(process.env.ORDER_CUTOFF ?? '') ?? parseCutoff(DEFAULT_ORDER_CUTOFF)!;
    // today's orders are placed 20 minutes before the seed (below): before today's cut-off they are bookings
    const todayBooked = new Map<number, number>();
    if (now.getTime() - TODAY_ORDER_AGE_MS < cutoffInstant(today, cutoff, timeZone).getTime())
      for (const o of plan.filter((p) => p.daysAgo === 0))
        for (const l of o.lines) todayBooked.set(l.dishIndex, (todayBooked.get(l.dishIndex) ?? 0) + l.quantity);
    const history = generateHistory({
      today,
      timeZone,
      cutoff,
      dishes: SEED_DISHES.map((d) =>
        d.stock > 0 && d.isAvailable !== false ? { category: d.category, priceCents: Math.round(d.price * 100) } : null,
      ),
      customerCount: customers.length,
      now,
      todayBooked,
    });
    // A demo customer's points: their bonus and the points of their last week's orders, as if the rewards had
    // started a week ago (eight weeks of orders would unlock every reward for everyone, and the demo would show
    // no level to reach).
    const programmeStart = now.getTime() - 7 * DAY_MS;
    const earned = [
      ...plan,
      ...history.orders.filter((o) => o.createdAt.getTime() > programmeStart).map((o) => ({ ...o, status: 'finished' })),
    ];
    const userValues = [];
    for (const u of SEED_USERS) {
      const customerIndex = customers.indexOf(u);
      userValues.push({
        name: u.name,
        surname: u.surname,
        email: u.email,
        passwordHash,
        image: await storeSvg(tx, avatarSvg(u.name, u.surname)),
        points: customerIndex >= 0 ? (u.bonus ?? 0) + pointsEarned(earned, customerIndex) : 0,
        active: u.active ?? true,
        roleId: roleByName(u.role)!.id,
      });
    }
    const userRows = await tx
      .insert(t.users)
      .values(userValues)
      .returning({ id: t.users.id, email: t.users.email, points: t.users.points });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));

    await tx.insert(t.usersAllergens).values(
      SEED_USERS.flatMap((u) =>
        ALLERGEN_NAMES.map((name) => ({
          userId: userId.get(u.email)!,
          allergenId: allergenId.get(name)!,
          isAllergic: u.allergies?.includes(name) ?? false,
        })),
      ),
    );

    const rewardValues = [];
    for (const [i, r] of SEED_REWARDS.entries()) rewardValues.push({ ...r, image: await storeSvg(tx, rewardSvg(r.name, i)) });
    const rewardRows = await tx.insert(t.rewards).values(rewardValues).returning({ id: t.rewards.id, cost: t.rewards.cost });
    await tx
      .insert(t.usersRewards)
      .values(
        userRows.flatMap((u) => rewardRows.map((r) => ({ userId: u.id, rewardId: r.id, isAvailable: u.points >= r.cost }))),
      );

    const dishValues = [];
    for (const d of SEED_DISHES) {
      dishValues.push({
        name: d.name,
        description: d.description,
        image: await storeSvg(tx, dishSvg(d.name, d.category)),
        costCents: Math.round(d.price * 100),
        dailyPortions: d.stock,
        categoryId: d.category,
        prepMinutes: SEED_PREP_MINUTES[d.name] ?? defaultPrepMinutes(d.category),
        isHighlighted: d.isHighlighted ?? false,
        isRecommended: d.isRecommended ?? true,
        isSuggested: d.isSuggested ?? true,
        isAvailable: d.isAvailable ?? true,
        // on the menu since before the demo's past weeks (the forecast reads a dish's days from its creation)
        createdAt: new Date(now.getTime() - (HISTORY_WEEKS + 1) * 7 * DAY_MS),
      });
    }
    const dishRows = await tx.insert(t.dishes).values(dishValues).returning({ id: t.dishes.id });
    await tx
      .insert(t.ingredients)
      .values(SEED_DISHES.flatMap((d, i) => d.ingredients.map((name, position) => ({ dishId: dishRows[i].id, name, position }))));
    const dishAllergenValues = SEED_DISHES.flatMap((d, i) =>
      d.allergens.map((name) => ({ dishId: dishRows[i].id, allergenId: allergenId.get(name)! })),
    );
    if (dishAllergenValues.length) await tx.insert(t.dishAllergens).values(dishAllergenValues);

    const adminId = userId.get('admin@comedor.es')!;
    await tx.insert(t.complaints).values(
      SEED_COMPLAINTS.map((c) => {
        const dateSend = new Date(now.getTime() - c.daysAgo * DAY_MS - 3 * 60 * 60 * 1000);
        return {
          senderId: userId.get(c.email)!,
          message: c.message,
          dateSend,
          answer: c.answer ?? null,
          answeredAt: c.answer ? new Date(dateSend.getTime() + 5 * 60 * 60 * 1000) : null,
          answeredBy: c.answer ? adminId : null,
        };
      }),
    );

    const orderRows = await tx
      .insert(t.orders)
      .values(
        plan.map((o) => {
          const [h, m] = o.pickupHour.split(':').map(Number) as [number, number];
          const createdAt =
            o.daysAgo <= 0 ? new Date(now.getTime() - TODAY_ORDER_AGE_MS) : new Date(now.getTime() - o.daysAgo * DAY_MS);
          const finishedAt = o.status === 'finished' ? new Date(createdAt.getTime() + (h * 60 + m) * 1000) : null;
          // Past days' finished orders were handed over at the counter a few minutes after 'listo'; today's wait there.
          const collectedAt =
            finishedAt && o.daysAgo > 0 ? new Date(finishedAt.getTime() + (2 + (o.customerIndex % 9)) * 60 * 1000) : null;
          return {
            userId: userId.get(customers[o.customerIndex].email)!,
            pickupDate: o.daysAgo < 0 ? addDays(today, -o.daysAgo) : localDate(createdAt, timeZone),
            pickupHour: o.pickupHour,
            status: o.status,
            totalCents: o.totalCents,
            createdAt,
            finishedAt,
            collectedAt,
          };
        }),
      )
      .returning({ id: t.orders.id });
    await tx.insert(t.orderLines).values(
      plan.flatMap((o, i) =>
        o.lines.map((l) => {
          const dish = SEED_DISHES[l.dishIndex];
          return {
            orderId: orderRows[i].id,
            dishId: dishRows[l.dishIndex].id,
            name: dish.name,
            categoryId: dish.category,
            quantity: l.quantity,
            priceCents: Math.round(dish.price * 100),
            prepMinutes: SEED_PREP_MINUTES[dish.name] ?? defaultPrepMinutes(dish.category),
          };
        }),
      ),
    );

    await insertHistory(tx, history, {
      userIds: customers.map((c) => userId.get(c.email)!),
      dishIds: dishRows.map((d) => d.id),
      plannedBy: adminId,
    });

    await tx.insert(t.dayMenus).values(seedPlannedDates(today).map((date) => ({ date, plannedBy: adminId })));
    await tx.insert(t.dayDishes).values(
      seedDayDishes(plan, today).map((r) => ({
        date: r.date,
        dishId: dishRows[r.dishIndex].id,
        portions: r.portions,
        remaining: r.remaining,
      })),
    );
  });
  return true;
}
