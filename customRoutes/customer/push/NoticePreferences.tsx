/**
 * The profile's "Recordatorios y correo" (issue 28): "Recordarme antes del cierre si no he pedido" and "Avisarme
 * por correo cuando mi pedido esté listo", saved at each switch with the app's language (the reminders' and
 * e-mails' texts follow it). The help says when the reminder comes (the server's lead time and cut-off).
 */
import { FormControlLabel, FormGroup, FormHelperText, Paper, Skeleton, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useComedorDataProvider } from '../../../dataProvider/useComedorDataProvider';
import type { NotificationPreferences } from '../../../model/notifications';
import { errorMessage } from '../../../src/ui/errorMessage';
import { LoadError } from '../LoadError';

export function NoticePreferences() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: queryKeys.customer.notificationPreferences,
    queryFn: () => dataProvider.getNotificationPreferences(),
  });
  const save = useMutation({
    mutationFn: (next: Pick<NotificationPreferences, 'remindBeforeCutoff' | 'readyByMail'>) =>
      dataProvider.saveNotificationPreferences({ ...next, language: locale === 'en' ? 'en' : 'es' }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.customer.notificationPreferences, saved);
      notify('customer.notices.saved', { type: 'success' });
    },
    onError: (e) => notify('customer.notices.failed', { type: 'error', messageArgs: { message: errorMessage(e, translate) } }),
  });

  const lead = (minutes: number) =>
    minutes % 60 === 0
      ? translate('customer.notices.hours', { smart_count: minutes / 60 })
      : translate('customer.notices.minutes', { smart_count: minutes });
  const data = prefs.data;
  return (
    <Paper component="section" aria-labelledby="notice-preferences-title" sx={{ p: 2.5, borderRadius: 4 }}>
      <Typography id="notice-preferences-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {translate('customer.notices.title')}
      </Typography>
      {prefs.isPending ? (
        <Skeleton variant="rounded" height={96} role="status" aria-label={translate('customer.common.loading')} />
      ) : prefs.isError || !data ? (
        <LoadError error={prefs.error} messageKey="customer.notices.load_error" onRetry={() => void prefs.refetch()} />
      ) : (
        <FormGroup sx={{ gap: 1 }}>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={data.remindBeforeCutoff}
                  disabled={save.isPending}
                  onChange={(_e, on) => save.mutate({ remindBeforeCutoff: on, readyByMail: data.readyByMail })}
                />
              }
              label={translate('customer.notices.remind')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {translate('customer.notices.remind_help', { lead: lead(data.reminderLeadMinutes), time: data.cutoffTime })}
            </FormHelperText>
          </div>
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={data.readyByMail}
                  disabled={save.isPending}
                  onChange={(_e, on) => save.mutate({ remindBeforeCutoff: data.remindBeforeCutoff, readyByMail: on })}
                />
              }
              label={translate('customer.notices.by_mail')}
            />
            <FormHelperText sx={{ mt: 0 }}>{translate('customer.notices.by_mail_help')}</FormHelperText>
          </div>
        </FormGroup>
      )}
    </Paper>
  );
}
