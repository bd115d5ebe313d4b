/** The signed-in user's own account, for every role: profile, password, allergies and rewards. */
import type { RememberedDevice, RewardBalance, User, UserAllergen, UserReward } from '../../model/entities';
import { saveSession } from '../http/session';
import { apiFetch } from '../http/httpClient';

export interface AccountMethods {
  /** GET users/me */
  getMe(): Promise<User>;
  /** Changing the password ends every other session; this one goes on with the fresh token the server returns. */
  changePassword(userId: number, oldPassword: string, newPassword: string): Promise<void>;
  getUserAllergens(userId: number): Promise<UserAllergen[]>;
  setAllergy(userId: number, allergenId: number, isAllergic: boolean): Promise<UserAllergen>;
  getUserRewards(userId: number): Promise<UserReward[]>;
  /** POST users_rewards/{linkId}/redemptions: spends the cost; the answer's `lastRedemption.code` is the code */
  redeemReward(linkId: number): Promise<UserReward>;
  /** GET users_rewards/user/{userId}/balance: points earned, spent and left to spend */
  getRewardBalance(userId: number): Promise<RewardBalance>;
  /** GET session/devices: the devices that keep this account signed in */
  getRememberedDevices(): Promise<RememberedDevice[]>;
  /** DELETE session/devices/{id} */
  forgetRememberedDevice(id: number): Promise<void>;
}

export const accountMethods: AccountMethods = {
  async getMe() {
    return (await apiFetch<User>('users/me')).json;
  },
  async changePassword(userId, oldPassword, newPassword) {
    const { token } = (
      await apiFetch<{ token: string }>(`users/${userId}/password`, { method: 'PUT', body: { oldPassword, newPassword } })
    ).json;
    saveSession(token);
  },
  async getUserAllergens(userId) {
    return (await apiFetch<UserAllergen[]>(`users_allergens/user/${userId}`)).json;
  },
  async setAllergy(userId, allergenId, isAllergic) {
    return (
      await apiFetch<UserAllergen>(`users_allergens/user/${userId}/allergen/${allergenId}`, {
        method: 'PUT',
        query: { isAllergic },
      })
    ).json;
  },
  async getUserRewards(userId) {
    return (await apiFetch<UserReward[]>(`users_rewards/user/${userId}`)).json;
  },
  async redeemReward(linkId) {
    return (await apiFetch<UserReward>(`users_rewards/${linkId}/redemptions`, { method: 'POST' })).json;
  },
  async getRewardBalance(userId) {
    return (await apiFetch<RewardBalance>(`users_rewards/user/${userId}/balance`)).json;
  },
  async getRememberedDevices() {
    return (await apiFetch<RememberedDevice[]>('session/devices')).json;
  },
  async forgetRememberedDevice(id) {
    await apiFetch(`session/devices/${id}`, { method: 'DELETE' });
  },
};
