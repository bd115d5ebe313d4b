/**
 * A dish's or a customer's allergens as chips with their icons (EU Regulation 1169/2011 pictograms served by
 * the API), named in the UI's language. `warning` paints them as an alert, for the allergens a customer marked.
 * The list's label comes from the caller so each app keeps its strings in its own catalog.
 */
import { Avatar, Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { Allergen } from '../../model/entities';
import { imageUrl } from '../../dataProvider/http/apiUrl';
import { allergenName } from '../../src/ui/allergenName';

export interface AllergenListProps {
  allergens: (Pick<Allergen, 'id' | 'name'> & { image?: string | null })[];
  /** accessible name of the list, e.g. "Alérgenos" */
  label: string;
  /** shown instead of the chips when the list is empty; nothing is shown when omitted */
  emptyText?: string;
  warning?: boolean;
  size?: 'small' | 'medium';
}

export function AllergenList({ allergens, label, emptyText, warning = false, size = 'small' }: AllergenListProps) {
  const translate = useTranslate();
  if (allergens.length === 0) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}>
      {allergens.map((a) => {
        const src = imageUrl(a.image);
        return (
          <li key={a.id}>
            <Chip
              size={size}
              label={allergenName(a.name, translate)}
              color={warning ? 'warning' : 'default'}
              variant={warning ? 'filled' : 'outlined'}
              avatar={src ? <Avatar alt="" src={src} /> : undefined}
              icon={!src && warning ? <WarningAmberIcon /> : undefined}
            />
          </li>
        );
      })}
    </Box>
  );
}
