/**
 * The dish's ingredients, one name per row. Disabled (the edit form's lock) means every row and the add and
 * remove buttons are disabled, so the list cannot change and the form submits none of it.
 */
import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';

export function IngredientsInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <ArrayInput source="ingredients" label={translate('resources.dishes.fields.ingredients')}>
      <SimpleFormIterator inline disableReordering disabled={disabled}>
        <TextInput source="name" label={translate('admin.dishes.ingredient')} helperText={false} disabled={disabled} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
