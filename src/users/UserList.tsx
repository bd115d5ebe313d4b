/**
 * 'Listado de Usuarios del Sistema': id, status, name, surname, email, points and role, paged by 10 on the
 * server, a search box over name, surname, e-mail and role, filters by role and status (in the URL),
 * 'Agregar Usuario', import and export, per-row edit and delete, bulk actions on the selection.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  EditButton,
  ExportButton,
  FunctionField,
  List,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { User } from '../../model/entities';
import { usersTable } from '../../model/exports';
import { csvExporter } from '../common/csvExporter';
import { PrevNextPagination } from '../common/PrevNextPagination';
import { SelectableSimpleList } from '../common/SelectableSimpleList';
import { useNotifyingMutation } from '../common/useNotifyingMutation';
import { ImportUsersButton } from './ImportUsersButton';
import { UserBulkActions } from './UserBulkActions';
import { userFilters } from './userFilters';

const exporter = csvExporter(usersTable, 'users');

function UserListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <CreateButton label={translate('admin.users.add')} />
      <ImportUsersButton />
      <ExportButton label={translate('data.export.label')} maxResults={100_000} />
    </TopToolbar>
  );
}

function DeleteUserButton() {
  const translate = useTranslate();
  const mutationOptions = useNotifyingMutation('admin.users.deleted', 'admin.users.delete_failed');
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      confirmTitle={translate('admin.users.delete_title')}
      confirmContent={translate('admin.users.delete_confirm')}
    />
  );
}

export function UserList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={translate('admin.users.list_title')}
      perPage={10}
      sort={{ field: 'id', order: 'ASC' }}
      filters={userFilters(translate)}
      actions={<UserListActions />}
      pagination={<PrevNextPagination />}
      exporter={exporter}
    >
      {isSmall ? (
        <SelectableSimpleList<User>
          primaryText={(u) => `${u.id} · ${u.name} ${u.surname}`}
          secondaryText={(u) => `${u.email} · ${translate(`comedor.roles.${u.roleName}`)} · ${u.points}`}
          bulkActionButtons={<UserBulkActions />}
        />
      ) : (
        <DataTable bulkActionButtons={<UserBulkActions />} rowClick={false}>
          <DataTable.Col source="id" label={translate('resources.users.fields.id')} />
          <DataTable.Col source="active" label={translate('resources.users.fields.active')}>
            <BooleanField source="active" />
          </DataTable.Col>
          <DataTable.Col source="name" label={translate('resources.users.fields.name')} />
          <DataTable.Col source="surname" label={translate('resources.users.fields.surname')} />
          <DataTable.Col source="email" label={translate('resources.users.fields.email')} />
          <DataTable.NumberCol source="points" label={translate('resources.users.fields.points')} />
          <DataTable.Col source="roleName" label={translate('resources.users.fields.roleName')}>
            <FunctionField<User> render={(u) => translate(`comedor.roles.${u.roleName}`)} />
          </DataTable.Col>
          <DataTable.Col label={translate('admin.common.actions')}>
            <EditButton />
            <DeleteUserButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
