/** Leftovers (issue 27 point 3): the kitchen's entries of a date, one reason's save, and the admin's waste figures. */
import type { LeftoverDish, LeftoverInput, LeftoversDay } from '../../model/leftovers';
import type { WasteFigures } from '../../model/waste';
import { apiFetch } from '../http/httpClient';

export interface LeftoverMethods {
  getLeftovers(date: string): Promise<LeftoversDay>;
  saveLeftover(date: string, dishId: number, input: LeftoverInput): Promise<LeftoverDish>;
  getWasteFigures(): Promise<WasteFigures>;
}

export const leftoverMethods: LeftoverMethods = {
  async getLeftovers(date) {
    return (await apiFetch<LeftoversDay>('kitchen/leftovers', { query: { date } })).json;
  },
  async saveLeftover(date, dishId, input) {
    return (await apiFetch<LeftoverDish>(`kitchen/leftovers/${date}/${dishId}`, { method: 'PUT', body: input })).json;
  },
  async getWasteFigures() {
    return (await apiFetch<WasteFigures>('stats/waste')).json;
  },
};
