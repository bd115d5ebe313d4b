/**
 * Unknown paths show the login screen (spec section 2). react-admin renders catchAll inside the admin
 * layout, so the screen covers the whole viewport.
 */
import { Box } from '@mui/material';
import { LoginPage } from './LoginPage';

export function CatchAllLogin(_props: { title?: unknown }) {
  return (
    <Box
      sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal, bgcolor: 'background.default', overflow: 'auto' }}
    >
      <LoginPage />
    </Box>
  );
}
