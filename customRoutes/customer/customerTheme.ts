/** Warm, appetising look of the customer app: terracotta and saffron on cream, large touch targets. */
import { createTheme } from '@mui/material/styles';

export const customerTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#b4441c', contrastText: '#fff' },
    secondary: { main: '#e0a526', contrastText: '#3b2412' },
    error: { main: '#c62828' },
    warning: { main: '#d35400', contrastText: '#fff' },
    success: { main: '#2e7d32' },
    background: { default: '#fdf6ec', paper: '#ffffff' },
    text: { primary: '#3b2412', secondary: '#6d5443' },
  },
  shape: { borderRadius: 5 },
  typography: {
    fontFamily: '"Nunito", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontSize: '1.9rem', fontWeight: 800 },
    h2: { fontSize: '1.4rem', fontWeight: 800 },
    h3: { fontSize: '1.15rem', fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  components: {
    // keyboard focus: a dark ring outside a white one, visible on the cream page, the white cards and the header
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #3b2412', outlineOffset: 2, boxShadow: '0 0 0 2px #fff' } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { minHeight: 44, borderRadius: 999 } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 18, boxShadow: '0 2px 10px rgba(80, 40, 10, 0.08)' } } },
  },
});
