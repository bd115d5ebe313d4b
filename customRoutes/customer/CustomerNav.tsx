/** INICIO, MENÚ and PERFIL: buttons in the top bar on wide screens, a bottom bar on phones. */
import { BottomNavigation, BottomNavigationAction, Box, Button, Paper } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PATHS } from '../../model/paths';

/** the bottom navigation's height on a phone, in px (the frame keeps notices above it) */
export const BOTTOM_NAV_HEIGHT = 64;

const ITEMS: { to: string; label: string; icon: React.ReactElement; match: string[] }[] = [
  {
    to: PATHS.customerHome,
    label: 'customer.nav.home',
    icon: <HomeIcon />,
    match: [PATHS.customerHome, PATHS.customerHomeAlias],
  },
  { to: PATHS.menu, label: 'customer.nav.menu', icon: <RestaurantMenuIcon />, match: [PATHS.menu] },
  {
    to: PATHS.customerProfile,
    label: 'customer.nav.profile',
    icon: <PersonIcon />,
    // 'Mis pedidos' has its own button in the top bar, marked while open
    match: [PATHS.customerProfile, PATHS.support],
  },
];

export function CustomerNav({ bottom }: { bottom: boolean }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = ITEMS.findIndex((i) => i.match.includes(pathname));

  if (bottom) {
    return (
      <Paper
        component="nav"
        aria-label={translate('customer.nav.main')}
        elevation={8}
        sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1100 }}
      >
        <BottomNavigation showLabels value={current} sx={{ height: BOTTOM_NAV_HEIGHT, bgcolor: '#fffaf3' }}>
          {ITEMS.map((item, index) => (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              label={translate(item.label)}
              icon={item.icon}
              aria-current={index === current ? 'page' : undefined}
              sx={{ fontWeight: 700, '&.Mui-selected': { color: 'primary.main' } }}
            />
          ))}
        </BottomNavigation>
      </Paper>
    );
  }
  return (
    <Box component="nav" aria-label={translate('customer.nav.main')} sx={{ display: 'flex', gap: 0.5 }}>
      {ITEMS.map((item, index) => (
        <Button
          key={item.to}
          component={RouterLink}
          to={item.to}
          color="inherit"
          startIcon={item.icon}
          aria-current={index === current ? 'page' : undefined}
          sx={{ px: 2, fontWeight: 800, letterSpacing: 0.5, bgcolor: index === current ? 'rgba(255,255,255,0.18)' : undefined }}
        >
          {translate(item.label)}
        </Button>
      ))}
    </Box>
  );
}
