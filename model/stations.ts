/**
 * Kitchen stations (issue 14): a station prepares the dishes of its categories (each category belongs to at
 * most one station). The board can show one station; a station marks its lines of an order done, and the
 * order is 'listo' once every station with lines in it is done (server/orders/station-done.ts). The type
 * `Station` is with the other entities (model/entities.ts).
 */

/** the longest station name (the request schema is StationBody in model/schemas.ts) */
export const STATION_NAME_MAX = 40;
