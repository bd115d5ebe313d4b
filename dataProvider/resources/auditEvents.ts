/** audit-events: GET audit-events (paged, newest first; ?actorId=&resource=&action=&recordId=&from=&to=), read only. */
import type { ResourceMapping } from './resourceMapping';

export const auditEvents: ResourceMapping = {
  list: 'audit-events',
  paged: true,
  filters: ['actorId', 'resource', 'action', 'recordId', 'from', 'to'],
};
