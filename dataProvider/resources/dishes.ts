/** dishes: GET dishes (paged, ?category=&active=), GET dishes/{id}, POST dishes, PUT dishes/{id}, DELETE dishes/id/{id}. */
import { clientError } from '../http/httpClient';
import { pick, toNumber, type Query, type ResourceMapping, type Row } from './resourceMapping';

const SCALARS = [
  'name',
  'description',
  'image',
  'isActive',
  'isRecommended',
  'isSuggested',
  'isHighlighted',
  'isAvailable',
] as const;

function ingredients(value: unknown): { name: string }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .map((i) => (typeof i === 'string' ? i : (i as { name?: unknown })?.name))
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
    .map((name) => ({ name: name.trim() }));
}

function allergens(value: unknown): { id: number }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .map((a) => toNumber(typeof a === 'object' && a !== null ? (a as { id?: unknown }).id : a))
    .filter((id): id is number => id !== undefined)
    .map((id) => ({ id }));
}

/** DishBody of model/schemas.ts: computed and read-only fields (id, category name) are dropped. */
export function dishBody(data: Row): Row {
  const body: Row = pick(data, SCALARS);
  const cost = toNumber(data.cost);
  if (cost !== undefined) body.cost = Math.round(cost * 100) / 100;
  const stock = toNumber(data.stock);
  if (stock !== undefined) body.stock = Math.trunc(stock);
  const categoryId = toNumber(
    typeof data.category === 'object' && data.category !== null ? (data.category as { id?: unknown }).id : data.category,
  );
  if (categoryId !== undefined) body.category = { id: categoryId };
  const ing = ingredients(data.ingredients);
  if (ing) body.ingredients = ing;
  const all = allergens(data.allergens);
  if (all) body.allergens = all;
  return body;
}

/** The admin's "Retirados" view is `withdrawn: true`; the menu view `withdrawn: false`. */
function dishFilter(filter: Row): Query {
  const withdrawn =
    filter.withdrawn === true || filter.withdrawn === 'true'
      ? true
      : filter.withdrawn === false || filter.withdrawn === 'false'
        ? false
        : undefined;
  return withdrawn === undefined ? {} : { active: !withdrawn };
}

/** updateMany's data → the dishes/bulk action: `{isAvailable}`, `{stock}`, `{isActive}` or `{category}`. */
function dishBulk(data: Row): Row {
  if (typeof data.isAvailable === 'boolean') return { action: data.isAvailable ? 'available' : 'soldOut' };
  if (typeof data.isActive === 'boolean') return { action: data.isActive ? 'restore' : 'withdraw' };
  const stock = toNumber(data.stock);
  if (stock !== undefined) return { action: 'stock', stock: Math.trunc(stock) };
  const category = toNumber(data.category);
  if (category !== undefined) return { action: 'category', category };
  throw clientError('unknown_bulk_action');
}

export const dishes: ResourceMapping = {
  list: 'dishes',
  paged: true,
  filters: ['category', 'active', 'available', 'soldOut'],
  mapFilter: dishFilter,
  one: (id) => `dishes/${id}`,
  create: { path: 'dishes', body: dishBody },
  update: { path: (id) => `dishes/${id}`, body: dishBody },
  remove: (id) => `dishes/id/${id}`,
  bulkUpdate: dishBulk,
  bulkDelete: { action: 'withdraw' },
};
