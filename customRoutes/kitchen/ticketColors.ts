/**
 * The theme's colours, radius and shadows as the custom properties the tickets' static rules read
 * (OrderTicket.css): one inline style on the board's grid, so the theme stays the one place they are chosen.
 */
import type { CSSProperties } from 'react';
import { darken, lighten, type Theme } from '@mui/material/styles';

export function ticketColors(theme: Theme): CSSProperties {
  const { palette } = theme;
  const radius = theme.shape.borderRadius;
  return {
    '--k-paper': palette.background.paper,
    '--k-text': palette.text.primary,
    '--k-text-secondary': palette.text.secondary,
    '--k-divider': palette.divider,
    '--k-chip-border': palette.mode === 'light' ? palette.grey[400] : palette.grey[700],
    '--k-primary': palette.primary.main,
    '--k-secondary': palette.secondary.main,
    '--k-secondary-text': palette.secondary.contrastText,
    '--k-success': palette.success.main,
    '--k-success-dark': palette.success.dark,
    '--k-success-text': palette.success.contrastText,
    '--k-error': palette.error.main,
    '--k-error-text': palette.error.contrastText,
    '--k-info': palette.info.main,
    '--k-info-text': palette.info.contrastText,
    // the "Nuevo" badge's 13 px white text needs 4.5:1: info.dark gives 7:1 where info.main gave 4:1
    '--k-info-badge': palette.info.dark,
    '--k-warning': palette.warning.main,
    // MUI's standard warning alert
    '--k-alert-bg': lighten(palette.warning.light, 0.9),
    '--k-alert-text': darken(palette.warning.light, 0.6),
    '--k-radius': typeof radius === 'number' ? `${radius}px` : radius,
    '--k-shadow-1': theme.shadows[1],
    '--k-shadow-8': theme.shadows[8],
  } as CSSProperties;
}
