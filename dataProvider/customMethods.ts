/** Typed calls of the data provider that are not CRUD: image upload, figures, dish withdrawal undo, order finish, user import. */
import type { AnalysisFigures, DashboardFigures, Dish, Order } from '../model/entities';
import type { ImportReport } from '../model/responses';
import type { Station } from '../model/stations';
import { apiFetch } from './httpClient';

export interface CustomMethods {
  uploadImage(file: File): Promise<{ url: string }>;
  getDashboard(): Promise<DashboardFigures>;
  getAnalysis(): Promise<AnalysisFigures>;
  /** brings a withdrawn dish back to the menu (the API's DishBody always names the dish) */
  restoreDish(dish: Pick<Dish, 'id'>): Promise<Dish>;
  finishOrder(id: number): Promise<Order>;
  /** GET stations: the kitchen's stations, for the board's selector */
  getStations(): Promise<Station[]>;
  /** PUT orders/{id}/stations/{stationId}/done: a station's lines are ready (the last station finishes the order) */
  finishStation(id: number, stationId: number): Promise<Order>;
  /** POST users/import: the preview (`dryRun`) or the import of a CSV file */
  importUsers(file: Blob, dryRun: boolean): Promise<ImportReport>;
}

export const customMethods: CustomMethods = {
  async uploadImage(file) {
    const form = new FormData();
    form.append('file', file);
    return (await apiFetch<{ url: string }>('images', { method: 'POST', body: form })).json;
  },
  async getDashboard() {
    return (await apiFetch<DashboardFigures>('stats/dashboard')).json;
  },
  async getAnalysis() {
    return (await apiFetch<AnalysisFigures>('stats/analysis')).json;
  },
  async restoreDish({ id }) {
    return (await apiFetch<Dish>(`dishes/${id}`, { method: 'PUT', body: { isActive: true } })).json;
  },
  async importUsers(file, dryRun) {
    return (await apiFetch<ImportReport>('users/import', { method: 'POST', body: file, contentType: 'text/csv', query: { dryRun: dryRun || undefined } })).json;
  },
  async finishOrder(id) {
    return (await apiFetch<Order>(`orders/${id}/finish`, { method: 'PUT' })).json;
  },
  async getStations() {
    return (await apiFetch<Station[]>('stations')).json;
  },
  async finishStation(id, stationId) {
    return (await apiFetch<Order>(`orders/${id}/stations/${stationId}/done`, { method: 'PUT' })).json;
  },
};
