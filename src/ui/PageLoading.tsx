/** What a screen shows while its code loads: a centred spinner, no react-admin UI (it is in the first bundle). */
import { Box, CircularProgress } from '@mui/material';

export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}
