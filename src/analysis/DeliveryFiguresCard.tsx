/**
 * Analysis card (issue 28): the notifications of the last 7 days, push and e-mail, sent, failed (given up after
 * the last attempt) and pending, from GET notifications/figures. Loads on its own, so the rest of the screen
 * does not wait for it.
 */
import { Alert, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';
import { errorMessage } from '../ui/errorMessage';
import { useFormat } from '../ui/useFormat';

export function DeliveryFiguresCard() {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useComedorDataProvider();
  const figures = useQuery({
    queryKey: queryKeys.admin.deliveryFigures,
    queryFn: () => dataProvider.getDeliveryFigures(),
    refetchInterval: 60_000,
  });
  return (
    <Card>
      <CardContent>
        <Typography id="analysis-delivery" variant="h6" component="h2">
          {translate('admin.delivery.title', { days: figures.data?.days ?? 7 })}
        </Typography>
        {figures.isError ? (
          <Alert severity="error">{translate('admin.delivery.error', { message: errorMessage(figures.error) })}</Alert>
        ) : !figures.data ? (
          <Skeleton variant="rounded" height={96} />
        ) : (
          <Table size="small" aria-labelledby="analysis-delivery">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell align="right">{translate('admin.delivery.sent')}</TableCell>
                <TableCell align="right">{translate('admin.delivery.failed')}</TableCell>
                <TableCell align="right">{translate('admin.delivery.pending')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(['push', 'mail'] as const).map((channel) => (
                <TableRow key={channel}>
                  <TableCell component="th" scope="row">
                    {translate(`admin.delivery.${channel}`)}
                  </TableCell>
                  <TableCell align="right">{fmt.number(figures.data[channel].sent)}</TableCell>
                  <TableCell align="right">{fmt.number(figures.data[channel].failed)}</TableCell>
                  <TableCell align="right">{fmt.number(figures.data[channel].pending)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
