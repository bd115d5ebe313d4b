/**
 * One station's part of the production sheet: a table of its dishes (allergens, booked with the change since the
 * cut-off, expected walk-ins, margin, what to prepare in large figures, portions per pick-up hour) and its
 * totals. Printed, each section is one A4 page: the print styles hide the apps' bars, menus and buttons.
 */
import {
  Alert,
  Box,
  Chip,
  GlobalStyles,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CSSProperties } from 'react';
import { useTranslate } from 'react-admin';
import { sheetTotals, signed, type ProductionSheet, type ProductionSheetDish } from '../../model/production-sheet';
import { allergenNames } from '../ui/allergenName';
import { useFormat } from '../ui/useFormat';

/** @media print: one clean A4 page per station, no navigation, no buttons, large numbers. */
export function ProductionSheetPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4 portrait', margin: '12mm' },
          'body, #root': { background: '#fff !important' },
          'header, nav, .MuiAppBar-root, .MuiDrawer-root, [class*="RaSidebar-"], .RaAppBar-root, [data-print="hide"], .MuiSnackbar-root':
            {
              display: 'none !important',
            },
          '.RaLayout-content, main, .MuiContainer-root': {
            padding: '0 !important',
            margin: '0 !important',
            maxWidth: 'none !important',
          },
          // a station with more dishes than a page holds at full size (about 24) is printed smaller, still one page
          '[data-sheet-section]': {
            breakAfter: 'page',
            boxShadow: 'none !important',
            border: 'none !important',
            zoom: 'var(--sheet-print-zoom, 1)',
          },
          '[data-sheet-section]:last-of-type': { breakAfter: 'auto' },
          // the figures stay the largest text of the page; names and notes shrink so a station fits one page
          '[data-sheet-section] h2': { fontSize: '15pt !important' },
          '[data-sheet-name]': { fontSize: '11pt !important', lineHeight: '1.2 !important' },
          '[data-sheet-note]': { fontSize: '7pt !important', lineHeight: '1.1 !important' },
          '[data-sheet-number]': { fontSize: '13pt !important' },
          '[data-sheet-total]': { fontSize: '17pt !important' },
          '[data-sheet-section] .MuiChip-root': { height: 'auto !important', marginLeft: '4px !important' },
          '[data-sheet-section] .MuiChip-label': { fontSize: '7.5pt !important', padding: '1px 5px !important' },
          '[data-sheet-number]:has(.MuiChip-root)': { whiteSpace: 'nowrap' },
          tr: { breakInside: 'avoid' },
          // dense rows so that a station's dishes fit one page
          '[data-sheet-section] td, [data-sheet-section] th': { padding: '1px 4px !important', lineHeight: '1.2 !important' },
        },
      }}
    />
  );
}

/**
 * Dishes one A4 page holds at full print size with the title, the header and the total (19 fitted, the total of
 * a 20th spilled; 16 leaves room for two-line names); a longer sheet prints scaled down to fit its page.
 */
const DISHES_PER_PAGE = 16;
const printZoom = (dishes: number) => Math.min(1, DISHES_PER_PAGE / Math.max(1, dishes));

export function SheetSection({ sheet, station, dayText }: { sheet: ProductionSheet; station: string | null; dayText: string }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const totals = sheetTotals(sheet.dishes);
  const when = (iso: string) => fmt.dateTime(iso);
  return (
    <Paper
      data-sheet-section
      component="section"
      variant="outlined"
      style={{ '--sheet-print-zoom': printZoom(sheet.dishes.length) } as CSSProperties}
      sx={{ p: { xs: 1.5, md: 2 }, mb: 3 }}
    >
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {translate('planning.sheet.title')} · {dayText}
        {station ? ` · ${station}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {sheet.frozenAt
          ? translate('planning.sheet.frozen', { when: when(sheet.cutoffAt) })
          : translate('planning.sheet.provisional', { when: when(sheet.cutoffAt) })}
      </Typography>
      {sheet.dishes.length === 0 ? (
        <Alert severity="info">{translate('planning.sheet.empty')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={station ?? translate('planning.sheet.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('planning.sheet.dish')}</TableCell>
                <TableCell align="right">{translate('planning.sheet.booked')}</TableCell>
                <TableCell align="right">{translate('planning.sheet.expected')}</TableCell>
                <TableCell align="right">{translate('planning.sheet.margin')}</TableCell>
                <TableCell align="right">{translate('planning.sheet.suggested')}</TableCell>
                {sheet.hours.map((h) => (
                  <TableCell key={h} align="right">
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.dishes.map((d) => (
                <DishRow key={d.dishId} dish={d} />
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{translate('planning.sheet.total')}</TableCell>
                <TableCell align="right" data-sheet-number sx={{ fontWeight: 700, fontSize: 18 }}>
                  {totals.booked}
                  {totals.sinceCutoff !== null && totals.sinceCutoff !== 0 && <Since change={totals.sinceCutoff} />}
                </TableCell>
                <TableCell align="right" data-sheet-number sx={{ fontWeight: 700, fontSize: 18 }}>
                  {totals.expected}
                </TableCell>
                <TableCell align="right" data-sheet-number sx={{ fontWeight: 700, fontSize: 18 }}>
                  {totals.margin}
                </TableCell>
                <TableCell align="right" data-sheet-total sx={{ fontWeight: 800, fontSize: 26 }}>
                  {totals.suggested}
                </TableCell>
                {sheet.hours.map((h, i) => (
                  <TableCell key={h} align="right" sx={{ fontWeight: 700 }}>
                    {sheet.dishes.reduce((n, d) => n + (d.byHour[i] ?? 0), 0)}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

function DishRow({ dish }: { dish: ProductionSheetDish }) {
  const translate = useTranslate();
  const allergens = allergenNames(
    dish.allergens.map((name) => ({ name })),
    translate,
  );
  return (
    <TableRow data-dish-id={dish.dishId}>
      <TableCell>
        <Typography data-sheet-name sx={{ fontWeight: 700, fontSize: 18 }}>
          {dish.name}
        </Typography>
        <Typography data-sheet-note variant="caption" color="text.secondary" component="p">
          {allergens ? `${translate('planning.sheet.allergens')}: ${allergens}` : translate('planning.sheet.no_allergens')}
          <Box component="span" data-print="hide">
            {' · '}
            {dish.forecastDays
              ? translate('planning.sheet.history', { smart_count: dish.forecastDays })
              : translate('planning.sheet.no_history')}
          </Box>
        </Typography>
      </TableCell>
      <TableCell align="right" data-sheet-number sx={{ fontSize: 18 }}>
        {dish.booked}
        {dish.sinceCutoff !== null && dish.sinceCutoff !== 0 && <Since change={dish.sinceCutoff} />}
      </TableCell>
      <TableCell align="right" data-sheet-number sx={{ fontSize: 18 }}>
        {dish.expected}
      </TableCell>
      <TableCell align="right" data-sheet-number sx={{ fontSize: 18 }}>
        {dish.margin}
      </TableCell>
      <TableCell align="right" data-sheet-total data-testid="sheet-suggested" sx={{ fontWeight: 800, fontSize: 24 }}>
        {dish.suggested}
      </TableCell>
      {dish.byHour.map((n, i) => (
        <TableCell key={i} align="right">
          {n}
        </TableCell>
      ))}
    </TableRow>
  );
}

function Since({ change }: { change: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={change > 0 ? 'warning' : 'default'}
      label={translate('planning.sheet.since', { change: signed(change) })}
      sx={{ ml: 1, fontWeight: 700 }}
    />
  );
}
