/**
 * The kitchen app's theme: the app's own (src/theme.ts) with tap targets of at least 44 × 44 px on every
 * button, icon button and toggle, since cooks tap the board and the dish browser on a tablet with busy hands.
 */
import { createTheme, type Theme } from '@mui/material/styles';

const TAP = { minWidth: 44, minHeight: 44 };

export function kitchenTheme(outer: Theme): Theme {
  return createTheme(outer, {
    components: {
      MuiButton: { styleOverrides: { root: TAP } },
      MuiIconButton: { styleOverrides: { root: TAP } },
      MuiToggleButton: { styleOverrides: { root: TAP } },
    },
  });
}
