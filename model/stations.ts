/**
 * Kitchen stations (issue 14): a station prepares the dishes of its categories (each category belongs to at
 * most one station). The board can show one station; a station marks its lines of an order done, and the
 * order is 'listo' once every station with lines in it is done (server/repos/order-stations.ts).
 */
import { Type, type Static } from 'typebox';
import { StationResponse } from './responses';

export type Station = Static<typeof StationResponse>;

export const STATION_NAME_MAX = 40;

/** POST stations and PUT stations/{id}: the name and the categories it prepares (ids 1-5, none repeated). */
export const StationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: STATION_NAME_MAX, pattern: '\\S' }),
    categoryIds: Type.Array(Type.Integer({ minimum: 1, maximum: 5 }), { maxItems: 5, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type StationInput = Static<typeof StationBody>;

export const StationDoneParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  stationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
