/**
 * "Hoja de producción" (issue 27), for the Encargado (kitchen app) and the Administrador (admin area): a date's
 * dishes with what was booked, the walk-ins expected, the margin and what to prepare, per station, with the
 * change since the cut-off beside the frozen figures. The date and station live in the URL (?fecha=&estacion=).
 * "Imprimir" prints one A4 page per station (./ProductionSheetPrint.tsx); "Descargar CSV" carries the same figures.
 */
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '../../model/calendar';
import { productionSheetCsv, type ProductionSheet } from '../../model/production-sheet';
import type { Station } from '../../model/entities';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';
import { ProductionSheetPrintStyles, SheetSection } from './ProductionSheetSection';
import { useRestaurantToday } from './useRestaurantToday';
import '../i18n/planningCatalog';

export const SHEET_DATE_PARAM = 'fecha';
export const SHEET_STATION_PARAM = 'estacion';

/** The sheet split by station: the chosen one, or every station plus the dishes no station prepares. */
function sections(sheet: ProductionSheet, stations: readonly Station[], stationId: number | null, noStation: string) {
  const of = (categoryIds: readonly number[]) => ({
    ...sheet,
    dishes: sheet.dishes.filter((d) => categoryIds.includes(d.categoryId)),
  });
  if (stationId !== null) {
    const station = stations.find((s) => s.id === stationId);
    return station ? [{ key: String(station.id), name: station.name, sheet: { ...of(station.categoryIds), stationId } }] : [];
  }
  if (!stations.length) return [{ key: 'all', name: null, sheet }];
  const taken = stations.flatMap((s) => s.categoryIds);
  const rest = sheet.dishes.filter((d) => !taken.includes(d.categoryId));
  return [
    ...stations.map((s) => ({ key: String(s.id), name: s.name, sheet: of(s.categoryIds) })),
    ...(rest.length ? [{ key: 'none', name: noStation, sheet: { ...sheet, dishes: rest } }] : []),
  ];
}

export function ProductionSheetPage() {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const today = useRestaurantToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get(SHEET_DATE_PARAM) ?? '';
  const date = isCalendarDate(asked) ? asked : today;
  const stationParam = Number(params.get(SHEET_STATION_PARAM));
  const stationId = Number.isInteger(stationParam) && stationParam > 0 ? stationParam : null;

  const sheet = useQuery({
    queryKey: ['planning', 'production-sheet', date],
    queryFn: () => dataProvider.getProductionSheet(date),
  });
  const stations = useQuery({ queryKey: ['planning', 'stations'], queryFn: () => dataProvider.getStations(), staleTime: 60_000 });

  const choose = (next: { date?: string; stationId?: number | null }) => {
    const d = next.date ?? date;
    const s = next.stationId === undefined ? stationId : next.stationId;
    setParams({ [SHEET_DATE_PARAM]: d, ...(s ? { [SHEET_STATION_PARAM]: String(s) } : {}) });
  };

  const parts = sheet.data ? sections(sheet.data, stations.data ?? [], stationId, translate('planning.sheet.no_station')) : [];
  const dayText = fmt.day(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  const download = () => {
    if (!sheet.data) return;
    const dishes = parts.flatMap((p) => p.sheet.dishes);
    const words = (k: string) => translate(`planning.sheet.${k}`);
    const csv = productionSheetCsv(
      { ...sheet.data, dishes },
      {
        dish: words('dish'),
        allergens: words('allergens'),
        booked: words('booked'),
        expected: words('expected'),
        margin: words('margin'),
        suggested: words('suggested'),
        ordered: words('ordered'),
        sinceCutoff: words('since_cutoff'),
      },
    );
    downloadCSV(csv, `${words('file')}-${date}`);
  };

  return (
    <Box>
      <ProductionSheetPrintStyles />
      <Box data-print="hide">
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('planning.sheet.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <TextField
            type="date"
            label={translate('planning.sheet.date')}
            value={date}
            onChange={(e) => isCalendarDate(e.target.value) && choose({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { sm: 190 }, flexShrink: 0 }}
          />
          <TextField
            select
            label={translate('planning.sheet.station')}
            value={stationId === null ? 'all' : String(stationId)}
            onChange={(e) => choose({ stationId: e.target.value === 'all' ? null : Number(e.target.value) })}
            sx={{ width: { sm: 240 }, flexShrink: 0 }}
          >
            <MenuItem value="all">{translate('planning.sheet.all_stations')}</MenuItem>
            {(stations.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            size="large"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            disabled={!sheet.data}
          >
            {translate('planning.sheet.print')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<DownloadIcon />}
            onClick={download}
            disabled={!sheet.data}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('planning.sheet.csv')}
          </Button>
        </Stack>
      </Box>
      {sheet.isPending && <CircularProgress aria-label={translate('planning.sheet.title')} />}
      {sheet.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void sheet.refetch()}>
              {translate('planning.sheet.retry')}
            </Button>
          }
        >
          {translate('planning.sheet.error')} {errorMessage(sheet.error, translate)}
        </Alert>
      )}
      {sheet.data && !sheet.data.open && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('planning.sheet.closed')}
        </Alert>
      )}
      {sheet.data && stations.data && parts.length === 0 && <Alert severity="info">{translate('planning.sheet.empty')}</Alert>}
      {parts.map((part) => (
        <SheetSection key={part.key} sheet={part.sheet} station={part.name} dayText={dayText} />
      ))}
    </Box>
  );
}
