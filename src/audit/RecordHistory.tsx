/**
 * "Historial" of one record (issue 29 point 3): who changed what and when, from → to, newest first
 * (GET audit-events?resource=…&recordId=…). Shown on the edit pages of users, dishes, complaints and stations, and
 * in the "Historial" dialog (./HistoryButton.tsx) of a reward, an order and a day menu.
 */
import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../ui/errorMessage';
import { actionLabel, actorName, changeLines, localDateTime, type AuditEvent } from './auditWords';
// The kitchen app's week shows a day menu's Historial too: the words come with this component.
import '../i18n/adminCatalog';

const SHOWN = 50;

export function RecordHistory({
  resource,
  id,
  heading,
}: {
  resource: string;
  id?: Identifier;
  /** the section's title instead of "Historial" (in a dialog, where the page's divider has no place) */
  heading?: string;
}) {
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
    <Box component="section" aria-labelledby="record-history-title" sx={{ p: heading ? 0 : 2, maxWidth: 820 }}>
      {!heading && <Divider sx={{ mb: 2 }} />}
      <Typography id="record-history-title" variant="h6" component="h2" gutterBottom>
        {heading ?? translate('audit.history')}
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
