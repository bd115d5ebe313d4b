/** The kitchen's stations: the board's selector and a station's "Hecho" (the admin edits them as a resource). */
import type { Order } from '../../model/entities';
import type { Station } from '../../model/entities';
import { apiFetch } from '../http/httpClient';

export interface StationMethods {
  /** GET stations: the kitchen's stations, for the board's selector */
  getStations(): Promise<Station[]>;
  /** PUT orders/{id}/stations/{stationId}/done: a station's lines are ready (the last station finishes the order) */
  finishStation(id: number, stationId: number): Promise<Order>;
}

export const stationMethods: StationMethods = {
  async getStations() {
    return (await apiFetch<Station[]>('stations')).json;
  },
  async finishStation(id, stationId) {
    return (await apiFetch<Order>(`orders/${id}/stations/${stationId}/done`, { method: 'PUT' })).json;
  },
};
