/** The administrator's calls that are not CRUD: image upload, figures, dish withdrawal undo, user import. */
import type { AnalysisFigures, DashboardFigures, Dish } from '../../model/entities';
import type { ImportReport } from '../../model/responses';
import type { FigurePeriod } from '../../model/figures';
import { apiFetch } from '../http/httpClient';

export interface AdminMethods {
  uploadImage(file: File): Promise<{ url: string }>;
  getDashboard(): Promise<DashboardFigures>;
  /** GET stats/analysis; `period`: the pick-up days the revenue covers (the server's default: the last 7) */
  getAnalysis(period?: FigurePeriod): Promise<AnalysisFigures>;
  /** brings a withdrawn dish back to the menu (the API's DishBody always names the dish) */
  restoreDish(dish: Pick<Dish, 'id'>): Promise<Dish>;
  /** POST users/import: the preview (`dryRun`) or the import of a CSV file */
  importUsers(file: Blob, dryRun: boolean): Promise<ImportReport>;
}

export const adminMethods: AdminMethods = {
  async uploadImage(file) {
    const form = new FormData();
    form.append('file', file);
    return (await apiFetch<{ url: string }>('images', { method: 'POST', body: form })).json;
  },
  async getDashboard() {
    return (await apiFetch<DashboardFigures>('stats/dashboard')).json;
  },
  async getAnalysis(period) {
    return (await apiFetch<AnalysisFigures>('stats/analysis', { query: { period } })).json;
  },
  async restoreDish({ id }) {
    return (await apiFetch<Dish>(`dishes/${id}`, { method: 'PUT', body: { isActive: true } })).json;
  },
  async importUsers(file, dryRun) {
    return (
      await apiFetch<ImportReport>('users/import', {
        method: 'POST',
        body: file,
        contentType: 'text/csv',
        query: { dryRun: dryRun || undefined },
      })
    ).json;
  },
};
