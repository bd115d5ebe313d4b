/**
 * Bulk action buttons of a list: inline on wide screens, gathered in an "Acciones" menu on a phone. Choosing
 * an action closes the menu, which stays mounted (keepMounted) so the action's confirmation dialog lives on.
 */
import { useState, type ReactNode } from 'react';
import { Button, Menu, Stack, useMediaQuery, type Theme } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

/** react-admin's buttons drop their label below `sm`; inside the menu every action keeps its words. */
const withLabels = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: { ...outer.breakpoints, down: (key) => (key === 'sm' ? '@media (max-width:0px)' : outer.breakpoints.down(key)) },
});

export function BulkActionsMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!isSmall) return <>{children}</>;
  return (
    <>
      <Button
        startIcon={<MoreVertIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        {translate('data.actions')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} keepMounted>
        <ThemeProvider theme={withLabels}>
          <Stack sx={{ px: 1, alignItems: 'flex-start' }} onClickCapture={() => setAnchor(null)}>
            {children}
          </Stack>
        </ThemeProvider>
      </Menu>
    </>
  );
}
