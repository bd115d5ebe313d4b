/**
 * The data provider's typed custom methods (beside react-admin's CRUD ones), one concept per file. Screens call
 * them through `useComedorDataProvider()` (react-admin's useDataProvider), so an error passes authProvider.checkError like any
 * react-admin call (a 401 ends the session once, for every app).
 */
import { accountMethods, type AccountMethods } from './account';
import { adminMethods, type AdminMethods } from './admin';
import { complaintMethods, type ComplaintMethods } from './complaints';
import { dishMethods, type DishMethods } from './dishes';
import { kitchenMethods, type KitchenMethods } from './kitchen';
import { orderMethods, type OrderMethods } from './orders';
import { planningMethods, type PlanningMethods } from './planning';
import { publicMethods, type PublicMethods } from './public';
import { pushMethods, type PushMethods } from './push';
import { redemptionMethods, type RedemptionMethods } from './redemptions';
import { sharingMethods, type SharingMethods } from './sharing';
import { stationMethods, type StationMethods } from './stations';
import { weekMethods, type WeekMethods } from './week';
import { leftoverMethods, type LeftoverMethods } from './leftovers';
import { lastMinuteMethods, type LastMinuteMethods } from './lastMinute';
import { forecastAccuracyMethods, type ForecastAccuracyMethods } from './forecastAccuracy';

export type { CallOptions, DishAvailability } from './dishes';

export type CustomMethods = AccountMethods &
  AdminMethods &
  ComplaintMethods &
  DishMethods &
  KitchenMethods &
  OrderMethods &
  PublicMethods &
  PushMethods &
  RedemptionMethods &
  SharingMethods &
  StationMethods &
  WeekMethods &
  PlanningMethods &
  LeftoverMethods &
  LastMinuteMethods &
  ForecastAccuracyMethods;

export const customMethods: CustomMethods = {
  ...accountMethods,
  ...adminMethods,
  ...complaintMethods,
  ...dishMethods,
  ...kitchenMethods,
  ...orderMethods,
  ...publicMethods,
  ...pushMethods,
  ...redemptionMethods,
  ...sharingMethods,
  ...stationMethods,
  ...weekMethods,
  ...planningMethods,
  ...leftoverMethods,
  ...lastMinuteMethods,
  ...forecastAccuracyMethods,
};
