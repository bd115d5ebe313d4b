/** The dish's image: uploaded at once through POST images, the form keeps the returned URL. */
import { useInput, useTranslate } from 'react-admin';
import { ImagePicker } from '../ui/ImagePicker';

export function DishImageInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput<string | null>({ source: 'image' });
  return (
    <ImagePicker
      label={translate('resources.dishes.fields.image')}
      value={field.value as string | null}
      onChange={field.onChange}
      disabled={disabled}
    />
  );
}
