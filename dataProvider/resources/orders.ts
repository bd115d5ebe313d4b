/** orders: GET orders (paged, ?status=&date=), GET orders/{id}. Finishing is the custom method finishOrder. */
import type { ResourceMapping } from './resourceMapping';

export const orders: ResourceMapping = {
  list: 'orders',
  paged: true,
  filters: ['status', 'date'],
  one: (id) => `orders/${id}`,
};
