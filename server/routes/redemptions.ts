/**
 * Real redemptions (model/redemptions.ts): the customer spends points on a reward and gets a short code; the
 * counter or kitchen (Encargado, Administrador) checks the code and validates it once.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CODE_LENGTH, isWellFormedCode, normalizeCode, usedAtParts, type RedeemBlock } from '../../model/redemptions';
import { ADMIN, CHEF } from '../../model/roles';
import { Id, IdParams, RedemptionResponse, RewardBalanceResponse, UserRewardResponse } from '../../model/responses';
import { assertSelfOrRole, authenticate, currentUser, requireRole } from '../auth/guard';
import { apiError, type ApiError } from '../errors';
import { findRedemptionByCode, redeemLink, rewardBalance, validateCode } from '../repos/redemptions-repo';
import { findUserReward } from '../repos/rewards-repo';
import { loadRedemption, loadUserReward } from '../audit/loaders';

const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false });

/** The stored form of the typed code, or 400 when it cannot be a code at all. */
function codeOf(raw: string): string {
  const code = normalizeCode(raw);
  if (!isWellFormedCode(code)) {
    throw apiError(400, 'reward_code_malformed', { length: CODE_LENGTH }, 'code');
  }
  return code;
}

const unknownCode = () => apiError(404, 'reward_code_unknown');

/** The 409 of a redemption the rules refuse, with the reason's code (model/redemptions.ts). */
function redeemRefusal(block: RedeemBlock): ApiError {
  switch (block.reason) {
    case 'locked':
      return apiError(409, 'reward_locked', { cost: block.cost });
    case 'redeemed':
      return apiError(409, 'reward_already_redeemed');
    case 'balance':
      return apiError(409, 'reward_missing_points', { smart_count: block.missing });
  }
}

export async function redemptionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const staff = requireRole(CHEF, ADMIN);

  app.get(
    '/users_rewards/user/:userId/balance',
    {
      preHandler: authenticate,
      schema: { params: Type.Object({ userId: Id }), response: { 200: RewardBalanceResponse } },
    },
    async (request) => {
      assertSelfOrRole(request, request.params.userId, ADMIN);
      const balance = await rewardBalance(app.db, request.params.userId);
      if (!balance) throw apiError(404, 'user_not_found');
      return balance;
    },
  );

  /** Redeems one's own reward link; shared by POST .../redemptions (201) and the older PUT .../redeem (200). */
  async function redeem(linkId: number, userId: number) {
    const link = await findUserReward(app.db, linkId);
    if (!link) throw apiError(404, 'reward_not_found');
    if (link.userId !== userId) throw apiError(403, 'own_rewards_only');
    const redeemed = await redeemLink(app.db, linkId, userId, app.config.now());
    if (!redeemed) throw apiError(404, 'reward_not_found');
    if ('block' in redeemed) throw redeemRefusal(redeemed.block);
    return (await findUserReward(app.db, linkId))!.reward;
  }

  app.post(
    '/users_rewards/:id/redemptions',
    {
      preHandler: authenticate,
      config: {
        audit: { resource: 'reward_redemptions', id: (_r, answer) => (answer as { id?: number } | undefined)?.id ?? null },
        idempotent: true,
      },
      schema: { params: IdParams, response: { 201: UserRewardResponse } },
    },
    async (request, reply) => reply.status(201).send(await redeem(request.params.id, currentUser(request).id)),
  );

  app.put(
    '/users_rewards/:id/redeem',
    {
      config: { audit: { resource: 'users_rewards', load: loadUserReward, action: 'redeem' } },
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: UserRewardResponse } },
    },
    async (request) => redeem(request.params.id, currentUser(request).id),
  );

  app.get(
    '/reward_redemptions/code/:code',
    { preHandler: staff, schema: { params: CodeParams, response: { 200: RedemptionResponse } } },
    async (request) => {
      const redemption = await findRedemptionByCode(app.db, codeOf(request.params.code));
      if (!redemption) throw unknownCode();
      return redemption;
    },
  );

  app.put(
    '/reward_redemptions/code/:code/validate',
    {
      config: { audit: { resource: 'reward_redemptions', load: loadRedemption, action: 'validate' } },
      preHandler: staff,
      schema: { params: CodeParams, response: { 200: RedemptionResponse } },
    },
    async (request) => {
      const done = await validateCode(app.db, codeOf(request.params.code), currentUser(request).id, app.config.now());
      if (!done) throw unknownCode();
      if ('usedAt' in done) throw apiError(409, 'reward_code_used', usedAtParts(done.usedAt, app.config.timeZone));
      return done.redemption;
    },
  );
}
