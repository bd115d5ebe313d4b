/**
 * The customer app's frame: warm theme, top bar (brand, navigation, 'Mis pedidos', cart with its count, log out),
 * cart state. On a phone the bottom navigation holds INICIO, MENÚ and PERFIL, and notices show above it.
 */
import type { ReactNode } from 'react';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Container,
  GlobalStyles,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Hint } from '../../src/ui/Hint';
import { ThemeProvider } from '@mui/material/styles';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import LogoutIcon from '@mui/icons-material/Logout';
import LocalDiningIcon from '@mui/icons-material/LocalDining';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { customerTheme } from './customerTheme';
import { CartProvider } from './cart/CartProvider';
import { useCart } from './cart/useCart';
import { cartCount } from './cart/cartReducer';
import { BOTTOM_NAV_HEIGHT, CustomerNav } from './CustomerNav';
import { OrderReadyNotifier } from './OrderReadyNotifier';
import { useCustomerId } from './useCustomerId';
import { usePrefetchCustomerData } from './usePrefetchCustomerData';
import { MyAllergenIdsProvider } from './dishes/MyAllergenIds';
import { PATHS } from '../../model/paths';
import '../../src/i18n/customerCatalog';
import { useCompiledStyles, type CompiledStyles } from '../../src/ui/compiledStyles';
import compiledStyles from './compiledStyles.json' with { type: 'json' };

function CartButton() {
  const translate = useTranslate();
  const { cart } = useCart();
  const count = cartCount(cart);
  const label = translate('customer.nav.cart', { smart_count: count });
  return (
    <IconButton component={RouterLink} to={PATHS.cart} color="inherit" aria-label={label}>
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingBasketIcon />
      </Badge>
    </IconButton>
  );
}

/** 'Mis pedidos' one tap away from every screen: an icon on a phone, a labelled button on wider screens. */
function MyOrdersButton({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  const here = useLocation().pathname === PATHS.myOrders;
  const label = translate('customer.nav.my_orders');
  const current = here ? ('page' as const) : undefined;
  const highlight = here ? 'rgba(255,255,255,0.18)' : undefined;
  return phone ? (
    <Hint title={label}>
      <IconButton
        component={RouterLink}
        to={PATHS.myOrders}
        color="inherit"
        aria-label={label}
        aria-current={current}
        sx={{ bgcolor: highlight }}
      >
        <ReceiptLongIcon />
      </IconButton>
    </Hint>
  ) : (
    <Button
      component={RouterLink}
      to={PATHS.myOrders}
      color="inherit"
      startIcon={<ReceiptLongIcon />}
      aria-current={current}
      sx={{ bgcolor: highlight }}
    >
      {label}
    </Button>
  );
}

/**
 * The shell's notices (react-admin's snackbar, drawn outside this frame) sit at the bottom of the screen: on a
 * phone, lift them above the bottom navigation so "añadido al carrito" never covers it.
 */
const noticesAboveNav = (
  <GlobalStyles
    styles={{
      '.MuiSnackbar-root.MuiSnackbar-anchorOriginBottomCenter, .MuiSnackbar-root.MuiSnackbar-anchorOriginBottomLeft, .MuiSnackbar-root.MuiSnackbar-anchorOriginBottomRight':
        { bottom: BOTTOM_NAV_HEIGHT + 8 },
    }}
  />
);

function Frame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const logout = useLogout();
  // noSsr: the first render already has the screen's size (no desktop frame drawn and replaced on a phone)
  const phone = useMediaQuery(customerTheme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary', pb: phone ? 10 : 4 }}>
      <AppBar position="sticky" elevation={0} sx={{ background: 'linear-gradient(90deg, #a63c17 0%, #c8561f 100%)' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={RouterLink}
            to={PATHS.customerHome}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              flexGrow: phone ? 1 : 0,
              mr: 2,
            }}
          >
            <LocalDiningIcon />
            <Typography component="span" sx={{ fontWeight: 900, fontSize: '1.25rem' }}>
              {translate('customer.nav.brand')}
            </Typography>
          </Box>
          {!phone && (
            <Box sx={{ flexGrow: 1 }}>
              <CustomerNav bottom={false} />
            </Box>
          )}
          <MyOrdersButton phone={phone} />
          <CartButton />
          {phone ? (
            <IconButton color="inherit" aria-label={translate('customer.nav.logout')} onClick={() => logout()}>
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
              {translate('customer.nav.logout')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
        {children}
      </Container>
      {phone && <CustomerNav bottom />}
      {phone && noticesAboveNav}
      <OrderReadyNotifier />
    </Box>
  );
}

export function CustomerLayout({ children }: { children: ReactNode }) {
  // the first screens' styles, compiled at build time (npm run styles:capture), before any of them is drawn
  useCompiledStyles('customer', compiledStyles as CompiledStyles);
  const userId = useCustomerId();
  usePrefetchCustomerData();
  return (
    <ThemeProvider theme={customerTheme}>
      <CartProvider key={userId} userId={userId}>
        <MyAllergenIdsProvider>
          <Frame>{children}</Frame>
        </MyAllergenIdsProvider>
      </CartProvider>
    </ThemeProvider>
  );
}
