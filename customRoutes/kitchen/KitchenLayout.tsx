/**
 * The kitchen app's frame: a top bar with PEDIDOS, PLATOS, SEMANA, PRODUCCIÓN, SOBRAS, VALIDAR PREMIO, the chef's profile and
 * sign-out, and
 * the kitchen's theme (tap targets of 44 px or more).
 */
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import { Hint } from '../../src/ui/Hint';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import AssignmentIcon from '@mui/icons-material/Assignment';
import VerifiedIcon from '@mui/icons-material/Verified';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { PATHS } from '../../model/paths';
import '../../src/i18n/kitchenCatalog';
import { kitchenTheme } from './kitchenTheme';
import { useCompiledStyles, type CompiledStyles } from '../../src/ui/compiledStyles';
import compiledStyles from './compiledStyles.json' with { type: 'json' };

const NAV = [
  { to: PATHS.chefBoard, label: 'kitchen.nav.orders', icon: <ReceiptLongIcon /> },
  { to: PATHS.chefDishes, label: 'kitchen.nav.dishes', icon: <RestaurantMenuIcon /> },
  { to: PATHS.chefWeekMenu, label: 'planning.kitchen_nav', icon: <CalendarMonthIcon /> },
  { to: PATHS.chefProductionSheet, label: 'planning.sheet.kitchen_nav', icon: <AssignmentIcon /> },
  { to: PATHS.leftovers, label: 'kitchen.leftovers.nav', icon: <DeleteSweepIcon /> },
  { to: PATHS.validateReward, label: 'kitchen.nav.validate', icon: <VerifiedIcon /> },
  { to: PATHS.chefProfile, label: 'kitchen.nav.profile', icon: <AccountCircleIcon /> },
];

export function KitchenLayout({ children }: { children: ReactNode }) {
  useCompiledStyles('kitchen', compiledStyles as CompiledStyles);
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <ThemeProvider theme={kitchenTheme}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
        <AppBar position="sticky" color="primary">
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'wrap', py: 0.5 }}>
            <Typography variant="h6" component="p" sx={{ mr: { xs: 1, sm: 3 }, fontWeight: 700 }}>
              {translate('kitchen.app_title')}
            </Typography>
            <Box
              component="nav"
              aria-label={translate('kitchen.nav.label')}
              // On a phone the seven entries take several rows instead of pushing the page wider than the screen.
              sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0, sm: 1 }, flexGrow: 1, minWidth: 0 }}
            >
              {NAV.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  startIcon={item.icon}
                  sx={{
                    fontWeight: 700,
                    // seven entries, the sign-out and the title share one row from 900 px: between 900 and
                    // 1200 px (a tablet in landscape) the entries drop their icons, so the bar keeps one row and
                    // the board's sticky panels below it stay clear of it
                    px: { xs: 1, sm: 1.25, lg: 2 },
                    minWidth: 0,
                    '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 }, display: { md: 'none', lg: 'inherit' } },
                    // darkened (white text keeps 4.5:1 or more) and underlined, so the current screen does not rely on colour alone
                    '&.active': { bgcolor: 'rgba(0,0,0,0.22)', textDecoration: 'underline', textUnderlineOffset: 6 },
                    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
                  }}
                >
                  {translate(item.label)}
                </Button>
              ))}
            </Box>
            <Hint title={translate('kitchen.nav.logout')}>
              <IconButton color="inherit" onClick={() => logout()} aria-label={translate('kitchen.nav.logout')}>
                <LogoutIcon />
              </IconButton>
            </Hint>
          </Toolbar>
        </AppBar>
        <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
          {children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}
