/**
 * Bulk action buttons of a list: inline on wide screens, gathered in an "Acciones" menu on a phone. The
 * menu stays mounted while an action's confirmation is open, so the dialog is not lost when it closes.
 */
import { useState, type ReactNode } from 'react';
import { Button, Menu, Stack, useMediaQuery, type Theme } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

/** react-admin's buttons drop their label on a phone; inside the menu every action keeps its words. */
const withLabels = (outer: Theme) => ({ ...outer, breakpoints: createTheme({ breakpoints: { values: { xs: 0, sm: 0, md: 0, lg: 0, xl: 0 } } }).breakpoints });

export function BulkActionsMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!isSmall) return <>{children}</>;
  return (
    <>
      <Button startIcon={<MoreVertIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        {translate('data.actions')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} keepMounted>
        <ThemeProvider theme={withLabels}>
          <Stack sx={{ px: 1, alignItems: 'flex-start' }}>{children}</Stack>
        </ThemeProvider>
      </Menu>
    </>
  );
}
