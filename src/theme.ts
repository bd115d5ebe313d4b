/** The Comedor theme: warm kitchen colours on react-admin's default theme, visible keyboard focus. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#c2410c' },
    secondary: { main: '#334155' },
    background: { default: '#fafaf9' },
  },
  shape: { borderRadius: 10 },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 } } } },
  },
};
