/**
 * What a screen shows while its code or its first data loads: a centred spinner, no react-admin UI (it is in the
 * first bundle). The spinner fades in after 300 ms: a wait shorter than that (the usual one) shows nothing rather
 * than a spinner flashing.
 */
import { Box, CircularProgress } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '40vh',
        opacity: 0,
        animation: `${appear} 150ms ease-in 300ms forwards`,
      }}
    >
      <CircularProgress aria-label={translate('comedor.common.loading')} />
    </Box>
  );
}
