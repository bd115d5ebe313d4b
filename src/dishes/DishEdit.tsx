/** /dish-management-edit/{id}: fields locked until ticked, a tenfold price asks first; back to the dish's category list on success. */
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DISH_MANAGEMENT_ROUTES } from '../../model/categories';
import type { Dish } from '../../model/entities';
import { errorMessage } from '../ui/errorMessage';
import { mergeDefined } from '../common/mergeDefined';
import { DishEditForm } from './DishEditForm';
import { RecordHistory } from '../audit/RecordHistory';
import { PATHS } from '../../model/paths';

export function DishEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { id } = useParams();
  return (
    <Edit
      resource="dishes"
      id={Number(id)}
      title={translate('admin.dishes.edit_title')}
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Partial<Dish>, options?: { previousData?: Dish }) => mergeDefined(options?.previousData, data)}
      mutationOptions={{
        onSuccess: (dish: Dish) => {
          notify('admin.dishes.updated', { type: 'success' });
          redirect(DISH_MANAGEMENT_ROUTES[dish.category.id] ?? PATHS.dishManagement);
        },
        onError: (e: unknown) =>
          notify('admin.dishes.update_failed', { type: 'error', messageArgs: { message: errorMessage(e) } }),
      }}
    >
      <DishEditForm />
      <RecordHistory resource="dishes" />
    </Edit>
  );
}
