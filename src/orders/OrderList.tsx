/**
 * Gestionar → Pedidos (/orders-admin): number, customer, pick-up day and hour ("Recogida"), status, total and
 * lines, and each order's Historial (a dialog); filters by status, pick-up date ("Fecha de recogida", or the quick Hoy / Mañana / Esta semana) or range
 * and customer, all in the URL; export of one row per order line, led by its pick-up date, for accounting.
 */
import { Button, ButtonGroup, Chip } from '@mui/material';
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
  useListContext,
  useTranslate,
} from 'react-admin';
import type { Order, User } from '../../model/entities';
import { orderLinesTable } from '../../model/exports';
import { PICKUP_QUICK_DATES, pickupDateFilter, quickDateOf } from '../../model/figures';
import { useRestaurantToday } from '../planning/useRestaurantToday';
import { useFormat } from '../ui/useFormat';
import { csvExporter } from '../common/csvExporter';
import { HistoryButton } from '../audit/HistoryButton';

const exporter = csvExporter(orderLinesTable, 'orders');

/** Hoy / Mañana / Esta semana: one tap sets the pick-up date filters (kept in the URL like the others). */
function QuickPickupDates() {
  const translate = useTranslate();
  const today = useRestaurantToday();
  const list = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const active = quickDateOf(filterValues, today);
  return (
    <ButtonGroup size="small" role="group" aria-label={translate('admin.week.quick_dates')} sx={{ mr: 'auto' }}>
      {PICKUP_QUICK_DATES.map((choice) => (
        <Button
          key={choice}
          variant={active === choice ? 'contained' : 'outlined'}
          aria-pressed={active === choice}
          onClick={() => {
            const rest = { ...filterValues };
            delete rest.date;
            delete rest.from;
            delete rest.to;
            list.setFilters(active === choice ? rest : { ...rest, ...pickupDateFilter(choice, today) }, list.displayedFilters);
          }}
        >
          {translate(`admin.week.${choice}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

function OrderListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, width: '100%' }}>
      <QuickPickupDates />
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
            { id: 'cancelled', name: translate('admin.week.cancelled') },
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
          <FunctionField<Order>
            render={(o) => `${fmt.day(o.pickupDate, { weekday: 'short', day: 'numeric', month: 'short' })} · ${o.pickupHour}`}
          />
        </DataTable.Col>
        <DataTable.Col source="status" label={translate('admin.orders.status')}>
          <FunctionField<Order>
            render={(o) => (
              <Chip
                size="small"
                color={o.status === 'pending' ? 'warning' : o.status === 'cancelled' ? 'default' : 'success'}
                label={translate(o.status === 'cancelled' ? 'admin.week.cancelled' : `admin.orders.${o.status}`)}
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
        <DataTable.Col label={translate('audit.history')}>
          <FunctionField<Order>
            render={(o) => (
              <HistoryButton
                compact
                resource="orders"
                id={o.id}
                title={translate('audit.history_of_order', { number: o.number })}
              />
            )}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
