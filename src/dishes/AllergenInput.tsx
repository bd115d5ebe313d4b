/** The dish's allergens, chosen among the 14 of GET allergens; the form keeps `[{id}]` as the API expects. */
import { CheckboxGroupInput, useGetList, useTranslate } from 'react-admin';
import type { Allergen } from '../../model/entities';
import { allergenName } from '../ui/allergenName';

type AllergenValue = (number | { id: number })[] | undefined;

export function AllergenInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<Allergen>('allergens', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <CheckboxGroupInput
      source="allergens"
      label={translate('resources.dishes.fields.allergens')}
      choices={data ?? []}
      optionText={(a: Allergen) => allergenName(a.name, translate)}
      isPending={isPending}
      disabled={disabled}
      helperText={error ? translate('admin.dishes.allergens_failed') : false}
      format={(value: AllergenValue) => (value ?? []).map((a) => (typeof a === 'number' ? a : a.id))}
      parse={(ids: number[]) => ids.map((id) => ({ id }))}
    />
  );
}
