/**
 * "Estaciones de cocina": list, create and edit (name + the categories it prepares), delete with confirmation.
 * The server refuses a category another station prepares, or a name taken (409, message shown as is).
 */
import {
  CheckboxGroupInput,
  Create,
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CATEGORIES } from '../../model/categories';
import type { Station } from '../../model/entities';
import { STATION_NAME_MAX } from '../../model/stations';
import { useNotifyingMutation } from '../common/useNotifyingMutation';
import { RecordHistory } from '../audit/RecordHistory';

function useCategoryChoices() {
  const translate = useTranslate();
  return CATEGORIES.map((c) => ({ id: c.id, name: translate(`admin.categories.${c.id}`) }));
}

function StationForm() {
  const translate = useTranslate();
  const choices = useCategoryChoices();
  return (
    <>
      <TextInput
        source="name"
        label={translate('resources.stations.fields.name')}
        validate={[required(), maxLength(STATION_NAME_MAX)]}
        fullWidth
      />
      <CheckboxGroupInput
        source="categoryIds"
        label={translate('resources.stations.fields.categoryIds')}
        helperText={translate('admin.stations.categories_hint')}
        choices={choices}
      />
    </>
  );
}

function DeleteStation() {
  const translate = useTranslate();
  const record = useRecordContext<Station>();
  const mutationOptions = useNotifyingMutation('admin.stations.deleted', 'admin.stations.delete_failed', '/stations');
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      confirmTitle={translate('admin.stations.delete_title', { name: record.name })}
      confirmContent={translate('admin.stations.delete_confirm')}
    />
  );
}

export function StationList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('admin.stations.title')}
      pagination={false}
      perPage={100}
      sort={{ field: 'id', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton label={translate('admin.stations.add')} />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" label={translate('resources.stations.fields.name')} sortable={false} />
        <FunctionField<Station>
          label={translate('resources.stations.fields.categoryIds')}
          render={(s) =>
            s.categoryIds.length
              ? s.categoryIds.map((id) => translate(`admin.categories.${id}`)).join(', ')
              : translate('admin.stations.no_categories')
          }
        />
        <EditButton />
        <DeleteStation />
      </Datagrid>
    </List>
  );
}

export function StationCreate() {
  const translate = useTranslate();
  const mutationOptions = useNotifyingMutation('admin.stations.created', 'admin.stations.create_failed', '/stations');
  return (
    <Create title={translate('admin.stations.create_title')} mutationOptions={mutationOptions}>
      <SimpleForm sx={{ maxWidth: 640 }} defaultValues={{ name: '', categoryIds: [] }}>
        <StationForm />
      </SimpleForm>
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteStation />
    </Toolbar>
  );
}

export function StationEdit() {
  const translate = useTranslate();
  const mutationOptions = useNotifyingMutation('admin.stations.updated', 'admin.stations.update_failed', '/stations');
  return (
    <Edit
      title={translate('admin.stations.edit_title')}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
    >
      <SimpleForm sx={{ maxWidth: 640 }} toolbar={<EditToolbar />}>
        <StationForm />
      </SimpleForm>
      <RecordHistory resource="stations" />
    </Edit>
  );
}
