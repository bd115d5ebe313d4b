/** The clear warning a dish carries when it contains an allergen the customer marked. */
import { Box, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { Allergen } from '../../../model/entities';
import { allergenNames } from './dishRules';

export function AllergenWarning({ allergens, compact = false }: { allergens: Allergen[]; compact?: boolean }) {
  const translate = useTranslate();
  if (!allergens.length) return null;
  const names = allergenNames(allergens);
  return (
    <Box
      role="note"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        bgcolor: '#fff1e0',
        color: '#8a2b00',
        border: '1px solid #f0a060',
        borderRadius: 2,
        px: 1,
        py: 0.5,
      }}
    >
      <WarningAmberIcon fontSize="small" sx={{ mt: '2px' }} />
      <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.35 }}>
        {compact
          ? translate('customer.dish.allergen_short', { allergens: names })
          : translate('customer.dish.allergen_warning', { allergens: names })}
      </Typography>
    </Box>
  );
}
