/**
 * Analysis card (issue 27 point 2): does the walk-in forecast help? Per week of the last eight, from GET
 * stats/forecast-accuracy: the mean absolute error in portions between the walk-ins the frozen sheet expected and
 * those that came, and how often a dish ran out before the last pick-up slot. Loads on its own.
 */
import { Alert, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';

export function ForecastAccuracyCard() {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const accuracy = useQuery({
    queryKey: queryKeys.admin.forecastAccuracy,
    queryFn: () => dataProvider.getForecastAccuracy(),
  });
  const weeks = accuracy.data?.weeks;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="analysis-forecast-accuracy" variant="h6" component="h2">
          {translate('forecastAccuracy.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('forecastAccuracy.hint')}
        </Typography>
        {accuracy.isError ? (
          <Alert severity="error">{translate('forecastAccuracy.error', { message: errorMessage(accuracy.error) })}</Alert>
        ) : !weeks ? (
          <Skeleton variant="rounded" height={160} />
        ) : weeks.length === 0 ? (
          <Typography color="text.secondary">{translate('forecastAccuracy.empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="analysis-forecast-accuracy">
            <TableHead>
              <TableRow>
                <TableCell>{translate('forecastAccuracy.week')}</TableCell>
                <TableCell align="right">{translate('forecastAccuracy.error_portions')}</TableCell>
                <TableCell align="right">{translate('forecastAccuracy.ran_out')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {weeks.map((w) => (
                <TableRow key={w.week}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {translate('forecastAccuracy.week_of', { day: fmt.day(w.week) })}
                  </TableCell>
                  <TableCell align="right">{fmt.number(w.meanAbsoluteError, 2)}</TableCell>
                  <TableCell align="right">
                    {translate('forecastAccuracy.ran_out_value', {
                      percent: fmt.percent(w.ranOutShare * 100),
                      ranOut: fmt.number(w.ranOut),
                      dishDays: fmt.number(w.dishDays),
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
