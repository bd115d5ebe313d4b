/** The Comedor theme: warm kitchen colours on react-admin's default theme, visible keyboard focus. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#c2410c' },
    secondary: { main: '#334155' },
    background: { default: '#fafaf9' },
    // darker than MUI's (#d32f2f, 3.8:1 on a grey toolbar): 4.5:1 or more on white and on grey[300]
    error: { main: '#b91c1c' },
    // white chips and outlined buttons in warning colour reach 5:1 (MUI's #ed6c02 gives 3.1:1)
    warning: { main: '#a84f05' },
    // the hints and labels of locked inputs stay readable (4.6:1 on white instead of 2.7:1)
    text: { disabled: 'rgba(0, 0, 0, 0.54)' },
  },
  shape: { borderRadius: 10 },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 } } } },
    // react-admin names its row checkboxes with an aria-label prop, which MUI 9 leaves on the decorative root
    // <span>: move it to the <input>, so screen readers announce "Seleccionar esta fila"
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
  },
};
