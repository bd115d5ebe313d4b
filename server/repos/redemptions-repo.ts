/**
 * Redemptions (model/redemptions.ts): a customer spends points from the redeemable balance and gets a short
 * code; staff validate each code once. Redeeming locks the customer's row, so two redemptions at once cannot
 * both spend the same points; validating is one conditional update, so of two validations at once one wins.
 */
import { randomInt } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, isNull, sum, type SQL } from 'drizzle-orm';
import type { Redemption, RewardBalance } from '../../model/entities';
import { newRedemptionCode, redeemableBalance, redeemBlock, type RedeemBlock } from '../../model/redemptions';
import type { Db, Tx } from '../db/client';
import { rewardRedemptions, rewards, users, usersRewards } from '../db/schema';
import { toRedemptionCode } from './rewards-repo';

type Conn = Db | Tx;

async function spentPoints(db: Conn, userId: number): Promise<number> {
  const [row] = await db
    .select({ spent: sum(rewardRedemptions.cost) })
    .from(rewardRedemptions)
    .where(eq(rewardRedemptions.userId, userId));
  return Number(row?.spent ?? 0);
}

/** Points earned, spent and left to spend; null for an unknown user. */
export async function rewardBalance(db: Conn, userId: number): Promise<RewardBalance | null> {
  const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const spent = await spentPoints(db, userId);
  return { earned: user.points, spent, balance: redeemableBalance(user.points, spent) };
}

/**
 * Redeems the reward of link `linkId` (which belongs to `userId`): checks level, repeatability and balance,
 * spends the cost and returns the new redemption's id; the block when the rules refuse, null for no such link.
 */
export async function redeemLink(
  db: Db,
  linkId: number,
  userId: number,
  at: Date,
): Promise<{ id: number } | { block: RedeemBlock } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId)).for('update');
    const [link] = await tx
      .select({
        rewardId: rewards.id,
        name: rewards.name,
        cost: rewards.cost,
        repeatable: rewards.repeatable,
        redeemedAt: usersRewards.redeemedAt,
      })
      .from(usersRewards)
      .innerJoin(rewards, eq(rewards.id, usersRewards.rewardId))
      .where(and(eq(usersRewards.id, linkId), eq(usersRewards.userId, userId)));
    if (!user || !link) return null;
    const [times] = await tx
      .select({ n: count() })
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.rewardId, link.rewardId)));
    const spent = await spentPoints(tx, userId);
    const block = redeemBlock({
      earned: user.points,
      balance: redeemableBalance(user.points, spent),
      cost: link.cost,
      repeatable: link.repeatable,
      // a redemption from before migration 0012 left only redeemed_at: it still counts as one
      timesRedeemed: Math.max(times?.n ?? 0, link.redeemedAt ? 1 : 0),
    });
    if (block) return { block };
    // A clash with an existing code (one in 244 million per code in use) draws again.
    for (let attempt = 0; attempt < 8; attempt++) {
      const [row] = await tx
        .insert(rewardRedemptions)
        .values({
          userId,
          rewardId: link.rewardId,
          rewardName: link.name,
          cost: link.cost,
          code: newRedemptionCode(randomInt),
          createdAt: at,
        })
        .onConflictDoNothing({ target: rewardRedemptions.code })
        .returning({ id: rewardRedemptions.id });
      if (row) {
        await tx.update(usersRewards).set({ redeemedAt: at }).where(eq(usersRewards.id, linkId));
        return { id: row.id };
      }
    }
    throw new Error('No free redemption code after 8 draws');
  });
}

const validator = alias(users, 'validator');

async function findRedemption(db: Conn, where: SQL): Promise<Redemption | null> {
  const [row] = await db
    .select({
      redemption: rewardRedemptions,
      customer: { id: users.id, name: users.name, surname: users.surname },
      validator: { id: validator.id, name: validator.name, surname: validator.surname },
    })
    .from(rewardRedemptions)
    .innerJoin(users, eq(users.id, rewardRedemptions.userId))
    .leftJoin(validator, eq(validator.id, rewardRedemptions.validatedBy))
    .where(where);
  if (!row) return null;
  return {
    ...toRedemptionCode(row.redemption),
    reward: { id: row.redemption.rewardId, name: row.redemption.rewardName },
    customer: row.customer,
    validatedBy: row.validator?.id != null ? row.validator : null,
  };
}

export const findRedemptionById = (db: Conn, id: number) => findRedemption(db, eq(rewardRedemptions.id, id));
export const findRedemptionByCode = (db: Conn, code: string) => findRedemption(db, eq(rewardRedemptions.code, code));

/** Marks the code used by `staffId`: the redemption, when it was used already, or null for an unknown code. */
export async function validateCode(
  db: Db,
  code: string,
  staffId: number,
  at: Date,
): Promise<{ redemption: Redemption } | { usedAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(rewardRedemptions)
      .set({ validatedAt: at, validatedBy: staffId })
      .where(and(eq(rewardRedemptions.code, code), isNull(rewardRedemptions.validatedAt)))
      .returning({ id: rewardRedemptions.id });
    const redemption = await findRedemptionByCode(tx, code);
    if (!redemption) return null;
    if (!won) return { usedAt: new Date(redemption.validatedAt ?? at) };
    return { redemption };
  });
}
