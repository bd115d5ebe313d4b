/** Rewards and the users' links to them (users_rewards). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RedemptionCode, Reward, UserReward } from '../../model/entities';
import type { Db, Tx } from '../db/client';
import { rewardRedemptions, rewards, users, usersRewards } from '../db/schema';

type Conn = Db | Tx;
type RewardRow = typeof rewards.$inferSelect;

export function toReward(row: RewardRow): Reward {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    cost: row.cost,
    repeatable: row.repeatable,
  };
}

/**
 * Makes a user's reward links match their points: creates the missing links and sets each one available
 * exactly when the points reach the reward's cost. Called inside the order transaction and after any change
 * of points or costs.
 */
export async function refreshRewardAvailability(db: Conn, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${usersRewards} (user_id, reward_id, is_available)
    select ${users.id}, ${rewards.id}, ${users.points} >= ${rewards.cost}
    from ${users} cross join ${rewards}
    where ${users.id} = ${userId}
    on conflict (user_id, reward_id) do nothing`);
  await db.execute(sql`
    update ${usersRewards} ur set is_available = (u.points >= r.cost)
    from ${users} u, ${rewards} r
    where ur.user_id = u.id and ur.reward_id = r.id and u.id = ${userId}
      and ur.is_available is distinct from (u.points >= r.cost)`);
}

/** The same for every user, after a reward is created or its cost changes. */
export async function refreshAllRewardAvailability(db: Conn): Promise<void> {
  await db.execute(sql`
    insert into ${usersRewards} (user_id, reward_id, is_available)
    select ${users.id}, ${rewards.id}, ${users.points} >= ${rewards.cost}
    from ${users} cross join ${rewards}
    on conflict (user_id, reward_id) do nothing`);
  await db.execute(sql`
    update ${usersRewards} ur set is_available = (u.points >= r.cost)
    from ${users} u, ${rewards} r
    where ur.user_id = u.id and ur.reward_id = r.id and ur.is_available is distinct from (u.points >= r.cost)`);
}

export async function listRewards(db: Conn): Promise<Reward[]> {
  const rows = await db.select().from(rewards).orderBy(asc(rewards.cost), asc(rewards.id));
  return rows.map(toReward);
}

export async function findReward(db: Conn, id: number): Promise<Reward | null> {
  const [row] = await db.select().from(rewards).where(eq(rewards.id, id));
  return row ? toReward(row) : null;
}

export interface RewardInput {
  name: string;
  description?: string;
  image?: string | null;
  cost: number;
  repeatable?: boolean;
}

export async function createReward(db: Db, input: RewardInput): Promise<Reward> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rewards)
      .values({
        name: input.name,
        description: input.description ?? '',
        image: input.image ?? null,
        cost: input.cost,
        repeatable: input.repeatable ?? false,
      })
      .returning();
    await refreshAllRewardAvailability(tx);
    return toReward(row);
  });
}

export async function updateReward(db: Db, id: number, input: RewardInput): Promise<Reward | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rewards)
      .set({
        name: input.name,
        cost: input.cost,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.image !== undefined ? { image: input.image } : {}),
        ...(input.repeatable !== undefined ? { repeatable: input.repeatable } : {}),
      })
      .where(eq(rewards.id, id))
      .returning();
    if (!row) return null;
    await refreshAllRewardAvailability(tx);
    return toReward(row);
  });
}

export async function deleteReward(db: Conn, id: number): Promise<boolean> {
  const rows = await db.delete(rewards).where(eq(rewards.id, id)).returning({ id: rewards.id });
  return rows.length > 0;
}

type LinkRow = { link: typeof usersRewards.$inferSelect; reward: RewardRow };
type RedemptionRow = typeof rewardRedemptions.$inferSelect;

export function toRedemptionCode(row: RedemptionRow): RedemptionCode {
  return {
    id: row.id,
    code: row.code,
    cost: row.cost,
    createdAt: row.createdAt.toISOString(),
    validatedAt: row.validatedAt ? row.validatedAt.toISOString() : null,
  };
}

/** `history`: the user's redemptions of this reward, newest first. */
function toUserReward({ link, reward }: LinkRow, history: RedemptionRow[]): UserReward {
  const last = history[0];
  const redeemedAt = last ? last.createdAt : link.redeemedAt;
  return {
    id: link.id,
    isAvailable: link.isAvailable,
    redeemed: redeemedAt !== null,
    redeemedAt: redeemedAt ? redeemedAt.toISOString() : null,
    // a redemption from before migration 0012 left only redeemed_at: it still counts as one
    timesRedeemed: Math.max(history.length, redeemedAt ? 1 : 0),
    lastRedemption: last ? toRedemptionCode(last) : null,
    idRewards: toReward(reward),
  };
}

const linkColumns = { link: usersRewards, reward: rewards };

/** The redemptions of one user (optionally of the given rewards only), newest first, grouped by reward. */
async function redemptionsByReward(db: Conn, userId: number, rewardIds?: number[]): Promise<Map<number, RedemptionRow[]>> {
  const rows = await db
    .select()
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.userId, userId), rewardIds ? inArray(rewardRedemptions.rewardId, rewardIds) : undefined))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id));
  const byReward = new Map<number, RedemptionRow[]>();
  for (const row of rows) {
    if (row.rewardId !== null) byReward.set(row.rewardId, [...(byReward.get(row.rewardId) ?? []), row]);
  }
  return byReward;
}

export async function listUserRewards(db: Conn, userId: number): Promise<UserReward[]> {
  const rows = await db
    .select(linkColumns)
    .from(usersRewards)
    .innerJoin(rewards, eq(rewards.id, usersRewards.rewardId))
    .where(eq(usersRewards.userId, userId))
    .orderBy(asc(rewards.cost), asc(rewards.id));
  const history = await redemptionsByReward(db, userId);
  return rows.map((row) => toUserReward(row, history.get(row.reward.id) ?? []));
}

export interface UserRewardDetail {
  reward: UserReward;
  userId: number;
  points: number;
}

export async function findUserReward(db: Conn, id: number): Promise<UserRewardDetail | null> {
  const [row] = await db
    .select({ ...linkColumns, points: users.points })
    .from(usersRewards)
    .innerJoin(rewards, eq(rewards.id, usersRewards.rewardId))
    .innerJoin(users, eq(users.id, usersRewards.userId))
    .where(eq(usersRewards.id, id));
  if (!row) return null;
  const history = await redemptionsByReward(db, row.link.userId, [row.reward.id]);
  return { reward: toUserReward(row, history.get(row.reward.id) ?? []), userId: row.link.userId, points: row.points };
}

export async function setUserRewardAvailability(db: Conn, id: number, isAvailable: boolean): Promise<void> {
  await db.update(usersRewards).set({ isAvailable }).where(eq(usersRewards.id, id));
}
