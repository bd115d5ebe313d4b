/**
 * 'Atención al cliente' (/customerSupport-list-shared): complaints paged by 9 on the server, searchable and
 * filtered by status and days sent (in the URL), exported as CSV, answered in bulk.
 */
import {
  BulkActionsToolbar,
  DateInput,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { complaintsTable } from '../../model/exports';
import { SelectPageCheckbox } from '../common/CardSelection';
import { csvExporter } from '../common/csvExporter';
import { ComplaintBulkActions } from './ComplaintBulkActions';
import { ComplaintGrid } from './ComplaintGrid';

const exporter = csvExporter(complaintsTable, 'complaints');

export function ComplaintList() {
  const translate = useTranslate();
  return (
    <List
      resource="complaints"
      title={translate('admin.complaints.title')}
      perPage={9}
      sort={{ field: 'dateSend', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.complaints.search')} />,
        <SelectInput
          key="answered"
          source="answered"
          alwaysOn
          label={translate('admin.complaints.filter')}
          emptyText={translate('admin.complaints.all')}
          choices={[
            { id: 'false', name: translate('admin.complaints.unanswered') },
            { id: 'true', name: translate('admin.complaints.answered') },
          ]}
        />,
        <DateInput key="from" source="from" alwaysOn label={translate('data.filters.from')} />,
        <DateInput key="to" source="to" alwaysOn label={translate('data.filters.to')} />,
      ]}
      actions={
        <TopToolbar>
          <ExportButton label={translate('data.export.label')} maxResults={100_000} />
        </TopToolbar>
      }
      exporter={exporter}
      pagination={<Pagination rowsPerPageOptions={[9]} />}
      storeKey="complaints.support"
    >
      <BulkActionsToolbar>
        <ComplaintBulkActions />
      </BulkActionsToolbar>
      <SelectPageCheckbox label="data.complaints.select_all" />
      <ComplaintGrid />
    </List>
  );
}
