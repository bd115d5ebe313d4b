/**
 * "Historial" of one record (issue 29 point 3): who changed what and when, from → to, newest first
 * (GET audit-events?resource=…&recordId=…). Shown on the edit pages of users, dishes, rewards and complaints.
 */
import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../ui/errorMessage';
import { actionLabel, actorName, changeLines, localDateTime, type AuditEvent } from './auditWords';

const SHOWN = 50;

export function RecordHistory({ resource, id }: { resource: string; id?: Identifier }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const recordId = id ?? record?.id;
  const { data, total, isPending, error } = useGetList<AuditEvent & { id: number }>(
    'audit-events',
    {
      filter: { resource, recordId: String(recordId) },
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: 'at', order: 'DESC' },
    },
    { enabled: recordId !== undefined && recordId !== null },
  );
  return (
    <Box component="section" aria-labelledby="record-history-title" sx={{ p: 2, maxWidth: 820 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="record-history-title" variant="h6" component="h2" gutterBottom>
        {translate('audit.history')}
      </Typography>
      {error ? (
        <Typography color="error">{translate('audit.history_error', { message: errorMessage(error) })}</Typography>
      ) : isPending ? null : !data?.length ? (
        <Typography color="text.secondary">{translate('audit.history_empty')}</Typography>
      ) : (
        <>
          <List dense aria-label={translate('audit.history')}>
            {data.map((event) => {
              const lines = changeLines(translate, locale, event);
              return (
                <ListItem key={event.id} divider alignItems="flex-start" disableGutters>
                  <ListItemText
                    primary={`${localDateTime(locale, event.at)} · ${actorName(translate, event)}${
                      event.actorRole ? ` (${event.actorRole})` : ''
                    } · ${actionLabel(translate, event.action)}`}
                    secondary={lines.length ? lines.join(' · ') : null}
                  />
                </ListItem>
              );
            })}
          </List>
          {(total ?? 0) > SHOWN && (
            <Typography variant="caption" color="text.secondary">
              {translate('audit.history_more', { count: SHOWN })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
