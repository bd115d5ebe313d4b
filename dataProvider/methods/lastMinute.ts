/** "Última hora" (issue 27 point 4): today's portions cooked beyond the orders, offered after the cut-off. */
import type { LastMinuteDish } from '../../model/last-minute';
import { apiFetch } from '../http/httpClient';

export interface LastMinuteMethods {
  /** GET dishes/last-minute: [] before today's cut-off or when nothing is left */
  getLastMinuteDishes(): Promise<LastMinuteDish[]>;
}

export const lastMinuteMethods: LastMinuteMethods = {
  async getLastMinuteDishes() {
    return (await apiFetch<LastMinuteDish[]>('dishes/last-minute')).json;
  },
};
