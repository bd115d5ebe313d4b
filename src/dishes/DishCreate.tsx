/** /dish-management-create: a new dish with the spec's defaults; back to its category's list on success. */
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { defaultPrepMinutes } from '../../model/capacity';
import { DISH_MANAGEMENT_ROUTES, isCategoryId } from '../../model/categories';
import type { Dish } from '../../model/entities';
import { errorMessage } from '../ui/errorMessage';
import { DishForm } from './DishForm';
import { PATHS } from '../../model/paths';

export function DishCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [params] = useSearchParams();
  const requested = Number(params.get('category'));
  const category = isCategoryId(requested) ? requested : 1;
  const defaults = {
    category: { id: category },
    cost: 0,
    stock: 0,
    prepMinutes: defaultPrepMinutes(category),
    isActive: true,
    isRecommended: true,
    isSuggested: true,
    isHighlighted: true,
    isAvailable: true,
    ingredients: [],
    allergens: [],
    image: null,
  };
  return (
    <Create
      resource="dishes"
      title={translate('admin.dishes.create_title')}
      redirect={false}
      mutationOptions={{
        onSuccess: (dish: Dish) => {
          notify('admin.dishes.created', { type: 'success' });
          redirect(DISH_MANAGEMENT_ROUTES[dish.category.id] ?? PATHS.dishManagement);
        },
        onError: (e: unknown) =>
          notify('admin.dishes.create_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
      }}
    >
      <DishForm locked={false} defaultValues={defaults} />
    </Create>
  );
}
