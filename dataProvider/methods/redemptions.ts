/** Staff (Encargado, Administrador) check and validate the code of a customer's redeemed reward. */
import type { Redemption } from '../../model/entities';
import { apiFetch } from '../http/httpClient';

export interface RedemptionMethods {
  /** GET reward_redemptions/code/{code} */
  checkRewardCode(code: string): Promise<Redemption>;
  /** PUT reward_redemptions/code/{code}/validate: once only; a second time answers 409 with the day and time */
  validateRewardCode(code: string): Promise<Redemption>;
}

export const redemptionMethods: RedemptionMethods = {
  async checkRewardCode(code) {
    return (await apiFetch<Redemption>(`reward_redemptions/code/${encodeURIComponent(code)}`)).json;
  },
  async validateRewardCode(code) {
    return (await apiFetch<Redemption>(`reward_redemptions/code/${encodeURIComponent(code)}/validate`, { method: 'PUT' })).json;
  },
};
