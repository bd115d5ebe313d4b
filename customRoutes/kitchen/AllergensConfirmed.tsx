/** "El cliente confirmó el aviso de alérgenos", on the ticket and on the recipe page opened from it. */
import { Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useTranslate } from 'react-admin';

/** The customer saw which dishes contain their allergens and ordered anyway (POST orders `allergensConfirmed`). */
export function AllergensConfirmed() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mt: 0.75 }}>
      <VerifiedUserIcon fontSize="small" aria-hidden />
      {translate('kitchen.board.allergens_confirmed')}
    </Typography>
  );
}
