/** Analysis card: per day, orders made ready and handed over, and the average minutes of each step. */
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../ui/useFormat';
import type { KitchenDayTimes } from '../../model/entities';

export function KitchenTimes({ days }: { days: KitchenDayTimes[] }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const minutes = (value: number | null) =>
    value === null ? translate('admin.analysis.no_data') : translate('admin.analysis.minutes', { minutes: fmt.number(value) });
  return (
    <Card>
      <CardContent>
        <Typography id="analysis-kitchen-times" variant="h6" component="h2">
          {translate('admin.analysis.kitchen_times')}
        </Typography>
        {days.length === 0 ? (
          <Typography color="text.secondary">{translate('admin.analysis.kitchen_times_empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="analysis-kitchen-times">
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.analysis.day')}</TableCell>
                <TableCell align="right">{translate('admin.analysis.finished_orders')}</TableCell>
                <TableCell align="right">{translate('admin.analysis.collected_orders')}</TableCell>
                <TableCell align="right">{translate('admin.analysis.to_ready')}</TableCell>
                <TableCell align="right">{translate('admin.analysis.to_collect')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((d) => (
                <TableRow key={d.date}>
                  <TableCell>{fmt.day(d.date, { weekday: 'short', day: 'numeric', month: 'short' })}</TableCell>
                  <TableCell align="right">{d.finishedOrders}</TableCell>
                  <TableCell align="right">{d.collectedOrders}</TableCell>
                  <TableCell align="right">{minutes(d.toReadyMinutes)}</TableCell>
                  <TableCell align="right">{minutes(d.toCollectMinutes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
