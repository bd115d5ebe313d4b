/**
 * What "Crea tu menú" and the cart read as they open (src/ui/firstData.ts): the restaurant's settings (prices'
 * and hours' formatting), the calendar ("¿Para qué día?") and the customer's allergens (the frame's warnings); the
 * cart also the kitchen's status (a pause stops its checkout). The page's first script asks each of them early.
 */
import type { FirstData } from '../../src/ui/firstData';
import { settingsQuery } from '../../src/ui/useFormat';
import { kitchenStatusQuery } from '../shared/kitchenStatus';
import { calendarQuery } from './day/calendarQuery';
import { myAllergensQuery } from './dishes/useMyAllergens';

export const orderingFirstData: FirstData = ({ queryClient, dataProvider, userId }) => [
  queryClient.ensureQueryData(settingsQuery(dataProvider)),
  queryClient.ensureQueryData(calendarQuery(dataProvider)),
  ...(userId > 0 ? [queryClient.ensureQueryData(myAllergensQuery(dataProvider, userId))] : []),
];

export const cartFirstData: FirstData = (context) => [
  ...orderingFirstData(context),
  context.queryClient.ensureQueryData(kitchenStatusQuery(context.dataProvider)),
];
