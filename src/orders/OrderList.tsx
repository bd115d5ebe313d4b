/**
 * Gestionar → Pedidos (/orders-admin): number, customer, pick-up hour, status, total and lines; filters by
 * status, day or date range and customer (in the URL); export of one row per order line for accounting.
 */
import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  ExportButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Order, User } from '../../model/entities';
import { orderLinesTable } from '../../model/exports';
import { useFormat } from '../ui/useFormat';
import { csvExporter } from '../common/csvExporter';

const exporter = csvExporter(orderLinesTable, 'orders');

function OrderListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExportButton label={translate('data.export.label')} maxResults={100_000} />
    </TopToolbar>
  );
}

export function OrderList() {
  const translate = useTranslate();
  const fmt = useFormat();
  return (
    <List
      resource="orders"
      title={translate('admin.orders.title')}
      perPage={25}
      sort={{ field: 'id', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.orders.search')} />,
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          label={translate('admin.orders.status')}
          emptyText={translate('admin.orders.all')}
          choices={[
            { id: 'pending', name: translate('admin.orders.pending') },
            { id: 'finished', name: translate('admin.orders.finished') },
          ]}
        />,
        <DateInput key="date" source="date" alwaysOn label={translate('admin.orders.date')} />,
        <DateInput key="from" source="from" alwaysOn label={translate('data.filters.from')} />,
        <DateInput key="to" source="to" alwaysOn label={translate('data.filters.to')} />,
        <ReferenceInput key="customerId" source="customerId" reference="users" alwaysOn>
          <AutocompleteInput
            label={translate('data.filters.customer')}
            optionText={(u: User) => `${u.name} ${u.surname} (${u.email})`}
            sx={{ minWidth: 260 }}
          />
        </ReferenceInput>,
      ]}
      actions={<OrderListActions />}
      exporter={exporter}
      storeKey="orders.admin"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="number" label={translate('admin.orders.number')} />
        <DataTable.Col label={translate('admin.orders.customer')}>
          <FunctionField<Order>
            render={(o) => (o.customer ? `${o.customer.name} ${o.customer.surname}` : translate('admin.orders.deletedCustomer'))}
          />
        </DataTable.Col>
        <DataTable.Col source="pickupHour" label={translate('admin.orders.pickup')}>
          <FunctionField<Order> render={(o) => `${o.pickupDate.split('-').reverse().join('/')} ${o.pickupHour}`} />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('admin.orders.status')}>
          <FunctionField<Order>
            render={(o) => (
              <Chip
                size="small"
                color={o.status === 'pending' ? 'warning' : 'success'}
                label={translate(`admin.orders.${o.status}`)}
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="total" label={translate('admin.orders.total')}>
          <FunctionField<Order> render={(o) => fmt.money(o.total)} />
        </DataTable.Col>
        <DataTable.Col label={translate('admin.orders.lines')}>
          <FunctionField<Order> render={(o) => o.lines.map((l) => `${l.quantity}× ${l.name}`).join(', ')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
