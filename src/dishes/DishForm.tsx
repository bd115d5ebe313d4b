/**
 * Fields of dish create and edit: category, name, price, description, stock, flags, ingredients, allergens
 * and image. In edit mode each is locked until its own checkbox is ticked (spec section 4).
 */
import { SelectInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import { MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '../../model/capacity';
import { CATEGORIES } from '../../model/categories';
import { MAX_STOCK } from '../../model/dishes';
import { LockedInput } from '../common/LockedInput';
import { MoneyInput } from '../common/MoneyInput';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { AllergenInput } from './AllergenInput';
import { DishFlagsInput } from './DishFlagsInput';
import { DishImageInput } from './DishImageInput';
import { IngredientsInput } from './IngredientsInput';

/** 0-240 whole minutes, as the API takes them. */
const wholeMinutes = (value: unknown) =>
  typeof value === 'number' && (!Number.isInteger(value) || value < MIN_PREP_MINUTES || value > MAX_PREP_MINUTES)
    ? { message: 'admin.dishes.prep_invalid', args: { max: MAX_PREP_MINUTES } }
    : undefined;

export function DishForm({
  locked,
  defaultValues,
  onSubmit,
}: {
  locked: boolean;
  defaultValues?: Record<string, unknown>;
  /** instead of the page's save (the edit page checks the price first) */
  onSubmit?: SubmitHandler<FieldValues>;
}) {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.dishes.fields.${field}`);
  const categoryChoices = CATEGORIES.map((c) => ({ id: c.id, name: translate(`admin.categories.${c.id}`) }));
  return (
    <SimpleForm defaultValues={defaultValues} onSubmit={onSubmit} sx={{ maxWidth: 760 }}>
      <LockedInput locked={locked} label={label('category')}>
        <SelectInput source="category.id" label={label('category')} choices={categoryChoices} validate={required()} />
      </LockedInput>
      <LockedInput locked={locked} label={label('name')}>
        <TextInput source="name" label={label('name')} validate={required()} fullWidth />
      </LockedInput>
      <LockedInput locked={locked} label={label('cost')}>
        <MoneyInput source="cost" label={label('cost')} />
      </LockedInput>
      <LockedInput locked={locked} label={label('description')}>
        <TextInput source="description" label={label('description')} multiline minRows={3} fullWidth />
      </LockedInput>
      <LockedInput locked={locked} label={label('stock')}>
        <WholeNumberInput source="stock" label={label('stock')} max={MAX_STOCK} />
      </LockedInput>
      <LockedInput locked={locked} label={label('prepMinutes')}>
        <WholeNumberInput
          source="prepMinutes"
          label={label('prepMinutes')}
          validate={[wholeMinutes]}
          helperText={translate('admin.dishes.prep_hint')}
        />
      </LockedInput>
      <LockedInput locked={locked} label={translate('admin.dishes.flags')}>
        <DishFlagsInput />
      </LockedInput>
      <LockedInput locked={locked} label={label('ingredients')}>
        <IngredientsInput />
      </LockedInput>
      <LockedInput locked={locked} label={label('allergens')}>
        <AllergenInput />
      </LockedInput>
      <LockedInput locked={locked} label={label('image')}>
        <DishImageInput />
      </LockedInput>
    </SimpleForm>
  );
}
