/** 'Modificar Usuario': each field locked until its own checkbox is ticked; back to the list on success. */
import { BooleanInput, Edit, SelectInput, SimpleForm, TextInput, email, required, useTranslate } from 'react-admin';
import type { User } from '../../model/entities';
import { LockedInput } from '../common/LockedInput';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { MAX_POINTS } from '../../model/points';
import { mergeDefined } from '../common/mergeDefined';
import { useNotifyingMutation } from '../common/useNotifyingMutation';
import { ROLE_CHOICES } from './roleChoices';
import { PATHS } from '../../model/paths';
import { RecordHistory } from '../audit/RecordHistory';

export function UserEdit() {
  const translate = useTranslate();
  const mutationOptions = useNotifyingMutation('admin.users.updated', 'admin.users.update_failed', PATHS.users);
  const label = (field: string) => translate(`resources.users.fields.${field}`);
  return (
    <Edit
      title={translate('admin.users.edit_title')}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      transform={(data: Partial<User>, options?: { previousData?: User }) => mergeDefined(options?.previousData, data)}
    >
      <SimpleForm sx={{ maxWidth: 640 }}>
        <LockedInput label={label('name')}>
          <TextInput source="name" label={label('name')} validate={required()} fullWidth />
        </LockedInput>
        <LockedInput label={label('surname')}>
          <TextInput source="surname" label={label('surname')} fullWidth />
        </LockedInput>
        <LockedInput label={label('email')}>
          <TextInput source="email" type="email" label={label('email')} validate={[required(), email()]} fullWidth />
        </LockedInput>
        <LockedInput label={label('points')}>
          <WholeNumberInput source="points" label={label('points')} max={MAX_POINTS} />
        </LockedInput>
        <LockedInput label={label('roleName')}>
          <SelectInput source="roleName" label={label('roleName')} choices={ROLE_CHOICES} />
        </LockedInput>
        <LockedInput label={label('active')}>
          <BooleanInput source="active" label={label('active')} />
        </LockedInput>
      </SimpleForm>
      <RecordHistory resource="users" />
    </Edit>
  );
}
