/** 'Atención al cliente' (/customerSupport-list-shared): complaints paged by 9 on the server, searchable. */
import { List, Pagination, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ComplaintGrid } from './ComplaintGrid';

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
      ]}
      actions={false}
      pagination={<Pagination rowsPerPageOptions={[9]} />}
      disableSyncWithLocation
      storeKey="complaints.support"
    >
      <ComplaintGrid />
    </List>
  );
}
