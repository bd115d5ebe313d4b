/** allergens: GET allergens (the 14 of EU Regulation 1169/2011), read-only. */
import type { ResourceMapping } from './resourceMapping';

export const allergens: ResourceMapping = {
  list: 'allergens',
  paged: false,
};
