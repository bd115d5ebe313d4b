/** orders: GET orders (paged, ?status=&date=&from=&to=&customerId=), GET orders/{id}. Finishing is the custom method finishOrder. */
import type { ResourceMapping } from './resourceMapping';

export const orders: ResourceMapping = {
  list: 'orders',
  paged: true,
  filters: ['status', 'date', 'from', 'to', 'customerId'],
  one: (id) => `orders/${id}`,
};
