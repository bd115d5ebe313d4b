/**
 * 'Registro de actividad' (issue 29 point 3): every change and security event, newest first, paged by the
 * server; filters (who, what, action, record, days) live in the URL; the CSV export takes the filtered list.
 */
import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateInput,
  downloadCSV,
  ExportButton,
  FunctionField,
  List,
  Pagination,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
  type Exporter,
} from 'react-admin';
import { toCsv } from '../../model/csv';
import {
  ACTION_CODES,
  actionLabel,
  actorName,
  changeLines,
  localDateTime,
  RESOURCE_CODES,
  resourceLabel,
  type AuditEvent,
} from './auditWords';

const SHOWN_CHANGES = 3;

function ChangesCell({ event }: { event: AuditEvent }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lines = changeLines(translate, locale, event);
  if (!lines.length) return <span>{translate('audit.no_changes')}</span>;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
      {lines.slice(0, SHOWN_CHANGES).map((line) => (
        <span key={line}>{line}</span>
      ))}
      {lines.length > SHOWN_CHANGES && (
        <Typography variant="caption" color="text.secondary">
          {translate('audit.more_changes', { smart_count: lines.length - SHOWN_CHANGES })}
        </Typography>
      )}
    </Box>
  );
}

function useAuditExporter(): Exporter {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (records) => {
    const events = records as AuditEvent[];
    const col = (c: string) => translate(`audit.columns.${c}`);
    const headers = ['at', 'actor', 'email', 'role', 'resource', 'record', 'action', 'changes', 'request', 'ip'].map(col);
    const rows = events.map((e) => [
      localDateTime(locale, e.at),
      actorName(translate, e),
      e.actor?.email ?? '',
      e.actorRole ?? '',
      resourceLabel(translate, e.resource),
      e.recordId ?? '',
      actionLabel(translate, e.action),
      changeLines(translate, locale, e).join(' | '),
      e.requestId ?? '',
      e.clientIp ?? '',
    ]);
    downloadCSV(toCsv(headers, rows), `${translate('audit.file')}-${new Date().toISOString().slice(0, 10)}`);
  };
}

export function AuditEventList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const exporter = useAuditExporter();
  const col = (c: string) => translate(`audit.columns.${c}`);
  const all = translate('audit.filters.all');
  return (
    <List
      resource="audit-events"
      title={translate('audit.title')}
      perPage={25}
      sort={{ field: 'at', order: 'DESC' }}
      filters={[
        <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
          <AutocompleteInput
            label={translate('audit.filters.actor')}
            optionText={(u: { name: string; surname: string; email: string }) => `${u.name} ${u.surname} (${u.email})`}
            filterToQuery={(q: string) => ({ q })}
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>,
        <SelectInput
          key="resource"
          source="resource"
          alwaysOn
          label={translate('audit.filters.resource')}
          emptyText={all}
          choices={RESOURCE_CODES.map((id) => ({ id, name: resourceLabel(translate, id) }))}
        />,
        <SelectInput
          key="action"
          source="action"
          alwaysOn
          label={translate('audit.filters.action')}
          emptyText={all}
          choices={ACTION_CODES.map((id) => ({ id, name: actionLabel(translate, id) }))}
        />,
        <TextInput key="recordId" source="recordId" label={translate('audit.filters.record')} />,
        <DateInput key="from" source="from" alwaysOn label={translate('data.filters.from')} />,
        <DateInput key="to" source="to" alwaysOn label={translate('data.filters.to')} />,
      ]}
      actions={
        <TopToolbar>
          <ExportButton label={translate('data.export.label')} maxResults={100_000} />
        </TopToolbar>
      }
      exporter={exporter}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      storeKey="audit-events.list"
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField source="at" label={col('at')} sortBy="at" render={(e: AuditEvent) => localDateTime(locale, e.at)} />
        <FunctionField
          source="actorId"
          label={col('actor')}
          sortBy="actorId"
          render={(e: AuditEvent) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
              <span>{actorName(translate, e)}</span>
              {e.actorRole && (
                <Typography variant="caption" color="text.secondary">
                  {e.actorRole}
                </Typography>
              )}
            </Box>
          )}
        />
        <FunctionField
          source="resource"
          label={col('resource')}
          sortBy="resource"
          render={(e: AuditEvent) => resourceLabel(translate, e.resource)}
        />
        <TextField source="recordId" label={col('record')} sortBy="recordId" emptyText="—" />
        <FunctionField
          source="action"
          label={col('action')}
          sortBy="action"
          render={(e: AuditEvent) => actionLabel(translate, e.action)}
        />
        <FunctionField label={col('changes')} sortable={false} render={(e: AuditEvent) => <ChangesCell event={e} />} />
      </Datagrid>
    </List>
  );
}
