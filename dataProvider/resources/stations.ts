/** stations: GET stations (whole array), GET stations/{id}, POST stations, PUT stations/{id}, DELETE stations/{id}. */
import { pick, toNumber, type ResourceMapping, type Row } from './resourceMapping';

function stationBody(data: Row): Row {
  const ids = Array.isArray(data.categoryIds) ? data.categoryIds.map(toNumber).filter((n): n is number => n !== undefined) : [];
  return { ...pick(data, ['name']), categoryIds: [...new Set(ids)] };
}

export const stations: ResourceMapping = {
  list: 'stations',
  paged: false,
  one: (id) => `stations/${id}`,
  create: { path: 'stations', body: stationBody },
  update: { path: (id) => `stations/${id}`, body: stationBody },
  remove: (id) => `stations/${id}`,
};
