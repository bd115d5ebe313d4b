/** The API's routes, one file per resource, all mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { allergenRoutes } from './allergens';
import { authRoutes } from './auth';
import { batchRoutes } from './batch';
import { bulkRoutes } from './bulk';
import { calendarRoutes } from './calendar';
import { complaintRoutes } from './complaints';
import { dishRoutes } from './dishes';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { settingsRoutes } from './settings';
import { hourRoutes } from './hours';
import { imageRoutes } from './images';
import { kitchenRoutes } from './kitchen';
import { orderRoutes } from './orders';
import { orderSharingRoutes } from './order-sharing';
import { redemptionRoutes } from './redemptions';
import { rememberedDeviceRoutes } from './remembered-devices';
import { rewardRoutes } from './rewards';
import { statsRoutes } from './stats';
import { stationRoutes } from './stations';
import { userReadRoutes } from './users';
import { userWriteRoutes } from './users-write';
import { registerApiCompression } from '../plugins/compression';
import { userImportRoutes } from './users-import';
import { pushRoutes } from './push';
import { dayMenuRoutes } from './day-menus';
import { closedDayRoutes } from './closed-days';
import { usualOrderRoutes } from './usual-orders';
import { auditEventRoutes } from './audit-events';
import { leftoverRoutes } from './leftovers';
import { lastMinuteRoutes } from './last-minute';
import { productionSheetRoutes } from './production-sheet';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await registerApiCompression(app);
  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(calendarRoutes);
  await app.register(authRoutes);
  await app.register(rememberedDeviceRoutes);
  await app.register(userReadRoutes);
  await app.register(userWriteRoutes);
  await app.register(allergenRoutes);
  await app.register(rewardRoutes);
  await app.register(redemptionRoutes);
  await app.register(complaintRoutes);
  await app.register(imageRoutes);
  await app.register(statsRoutes);
  await app.register(dishRoutes);
  await app.register(hourRoutes);
  await app.register(orderRoutes);
  await app.register(orderSharingRoutes);
  await app.register(eventRoutes);
  await app.register(kitchenRoutes);
  await app.register(stationRoutes);
  await app.register(bulkRoutes);
  await app.register(batchRoutes);
  await app.register(userImportRoutes);
  await app.register(pushRoutes);
  // issue 26, week planning (h26plan)
  await app.register(dayMenuRoutes);
  await app.register(closedDayRoutes);
  // issue 26 point 6, my usual order (usual)
  await app.register(usualOrderRoutes);
  // issue 29 point 3, the audit trail read by the admin (auditui)
  await app.register(auditEventRoutes);
  // issue 27 point 3, leftovers and the waste figures (h-waste)
  await app.register(leftoverRoutes);
  // issue 27 point 4, "Última hora" (h-demo)
  await app.register(lastMinuteRoutes);
  // issue 27 points 1-2, the production sheet (h-sheet)
  await app.register(productionSheetRoutes);
}
