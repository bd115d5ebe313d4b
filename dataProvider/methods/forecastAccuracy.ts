/** The forecast's track record per week (issue 27 point 2), for the admin's analysis. */
import type { ForecastAccuracy } from '../../model/forecast-accuracy';
import { apiFetch } from '../http/httpClient';

export interface ForecastAccuracyMethods {
  /** GET stats/forecast-accuracy (Administrador) */
  getForecastAccuracy(): Promise<ForecastAccuracy>;
}

export const forecastAccuracyMethods: ForecastAccuracyMethods = {
  async getForecastAccuracy() {
    return (await apiFetch<ForecastAccuracy>('stats/forecast-accuracy')).json;
  },
};
