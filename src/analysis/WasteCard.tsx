/**
 * Analysis card (issue 27 point 3): waste by week from the leftovers the kitchen entered (GET stats/waste, rule in
 * model/waste.ts): this week against the previous ones, the share of portions prepared and the grams per cover
 * with the 120 g reference (charts and a table), and the dishes wasted most. Loads on its own.
 */
import { lazy, Suspense } from 'react';
import {
  Alert,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import type { WasteFigures } from '../../model/waste';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';

const WasteCharts = lazy(() => import('./WasteCharts').then((m) => ({ default: m.WasteCharts })));

export function WasteCard() {
  const translate = useTranslate();
  const dataProvider = useComedorDataProvider();
  const figures = useQuery({ queryKey: queryKeys.waste.figures, queryFn: () => dataProvider.getWasteFigures() });
  return (
    <Card>
      <CardContent>
        <Typography id="analysis-waste" variant="h6" component="h2">
          {translate('waste.title')}
        </Typography>
        {figures.isError ? (
          <Alert severity="error">{translate('waste.error', { message: errorMessage(figures.error, translate) })}</Alert>
        ) : !figures.data ? (
          <Skeleton variant="rounded" height={160} />
        ) : figures.data.weeks.every((w) => w.days === 0) ? (
          <>
            <Typography>{translate('waste.empty')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('waste.empty_hint')}
            </Typography>
          </>
        ) : (
          <WasteFiguresView figures={figures.data} />
        )}
      </CardContent>
    </Card>
  );
}

function WasteFiguresView({ figures }: { figures: WasteFigures }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const pct = (share: number) => fmt.percent(share * 100);
  const { current, previous } = figures.trend;
  const points = current !== null && previous !== null ? Math.round((current - previous) * 1000) / 10 : null;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('waste.hint', { grams: figures.referenceGrams })}
      </Typography>
      <Typography role="status" sx={{ fontWeight: 700 }}>
        {current === null ? translate('waste.current_none') : translate('waste.current', { share: pct(current) })}
        {previous !== null && ` · ${translate('waste.previous', { share: pct(previous) })}`}
        {points !== null &&
          ` (${
            points === 0
              ? translate('waste.same')
              : translate(points < 0 ? 'waste.better' : 'waste.worse', { points: fmt.number(Math.abs(points)) })
          })`}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <WasteCharts figures={figures} />
      </Suspense>
      <Table size="small" aria-labelledby="analysis-waste">
        <TableHead>
          <TableRow>
            <TableCell>{translate('waste.week')}</TableCell>
            <TableCell align="right">{translate('waste.days')}</TableCell>
            <TableCell align="right">{translate('waste.prepared')}</TableCell>
            <TableCell align="right">{translate('waste.wasted')}</TableCell>
            <TableCell align="right">{translate('waste.share')}</TableCell>
            <TableCell align="right">{translate('waste.grams_per_cover')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {figures.weeks
            .filter((w) => w.days > 0)
            .map((w) => (
              <TableRow key={w.monday}>
                <TableCell component="th" scope="row">
                  {translate('waste.week_of', { day: fmt.day(w.monday, { day: 'numeric', month: 'long' }) })}
                </TableCell>
                <TableCell align="right">{fmt.number(w.days)}</TableCell>
                <TableCell align="right">{fmt.number(w.prepared)}</TableCell>
                <TableCell align="right">{fmt.number(w.wasted)}</TableCell>
                <TableCell align="right">{w.share === null ? translate('waste.no_value') : pct(w.share)}</TableCell>
                <TableCell align="right">
                  {w.gramsPerCover === null ? translate('waste.no_value') : `${fmt.number(w.gramsPerCover, 0)} g`}
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
      {figures.topDishes.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate('waste.top')}
          </Typography>
          <List dense aria-label={translate('waste.top')}>
            {figures.topDishes.map((d) => (
              <ListItem key={d.dishId} divider>
                <ListItemText
                  primary={translate('waste.dish', {
                    name: d.name,
                    smart_count: d.wasted,
                    share: d.share === null ? translate('waste.no_value') : pct(d.share),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
