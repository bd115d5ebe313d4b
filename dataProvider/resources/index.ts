import type { ResourceMapping } from './resourceMapping';
import { users } from './users';
import { dishes } from './dishes';
import { complaints } from './complaints';
import { rewards } from './rewards';
import { orders } from './orders';
import { allergens } from './allergens';
import { stations } from './stations';
import { auditEvents } from './auditEvents';

export const RESOURCES: Record<string, ResourceMapping> = {
  users,
  dishes,
  complaints,
  rewards,
  orders,
  allergens,
  stations,
  'audit-events': auditEvents,
};
