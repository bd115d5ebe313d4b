/** The dish's yes/no flags (active, recommended, suggested, highlighted, available) as one lockable group. */
import { Stack } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';

export const DISH_FLAGS = ['isActive', 'isRecommended', 'isSuggested', 'isHighlighted', 'isAvailable'] as const;

export function DishFlagsInput({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      {DISH_FLAGS.map((flag) => (
        <BooleanInput
          key={flag}
          source={flag}
          label={translate(`resources.dishes.fields.${flag}`)}
          disabled={disabled}
          helperText={false}
        />
      ))}
    </Stack>
  );
}
