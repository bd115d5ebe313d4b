/** The anonymous calls: the restaurant's settings, sign-up, password recovery and reset (no Authorization header). */
import type { User } from '../../model/entities';
import type { SignupBody } from '../../model/schemas';
import { apiFetch } from '../http/httpClient';

export interface PublicMethods {
  /** GET settings: the restaurant's time zone (times are shown on its clock) */
  getSettings(): Promise<{ timeZone: string }>;
  signup(body: SignupBody): Promise<{ token: string; user: User }>;
  /** POST login/recovery: e-mails a reset link */
  requestPasswordRecovery(email: string): Promise<void>;
  /** POST login/reset: the token of the recovery link and the new password */
  resetPassword(token: string, password: string): Promise<void>;
}

export const publicMethods: PublicMethods = {
  async getSettings() {
    return (await apiFetch<{ timeZone: string }>('settings', { anonymous: true })).json;
  },
  async signup(body) {
    return (await apiFetch<{ token: string; user: User }>('login/signup', { method: 'POST', body, anonymous: true })).json;
  },
  async requestPasswordRecovery(email) {
    await apiFetch('login/recovery', { method: 'POST', body: { email }, anonymous: true });
  },
  async resetPassword(token, password) {
    await apiFetch('login/reset', { method: 'POST', body: { token, password }, anonymous: true });
  },
};
