/** Gestionar → Pedidos (/orders-admin): number, customer, pick-up hour, status, total and lines; filters. */
import { Chip } from '@mui/material';
import { DataTable, DateInput, FunctionField, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import type { Order } from '../../model/entities';
import { formatEuros } from '../../model/money';

export function OrderList() {
  const translate = useTranslate();
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
      ]}
      actions={false}
      disableSyncWithLocation
      storeKey="orders.admin"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="number" label={translate('admin.orders.number')} />
        <DataTable.Col label={translate('admin.orders.customer')}>
          <FunctionField<Order> render={(o) => `${o.customer.name} ${o.customer.surname}`} />
        </DataTable.Col>
        <DataTable.Col source="pickupHour" label={translate('admin.orders.pickup')}>
          <FunctionField<Order> render={(o) => `${o.pickupDate.split('-').reverse().join('/')} ${o.pickupHour}`} />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('admin.orders.status')}>
          <FunctionField<Order>
            render={(o) => (
              <Chip size="small" color={o.status === 'pending' ? 'warning' : 'success'} label={translate(`admin.orders.${o.status}`)} />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="total" label={translate('admin.orders.total')}>
          <FunctionField<Order> render={(o) => formatEuros(o.total)} />
        </DataTable.Col>
        <DataTable.Col label={translate('admin.orders.lines')}>
          <FunctionField<Order> render={(o) => o.lines.map((l) => `${l.quantity}× ${l.name}`).join(', ')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
