/** 'Añadir Nuevo Usuario': defaults role Administrador, active, 0 points (spec section 5), with a password. */
import {
  BooleanInput,
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  required,
  useTranslate,
} from 'react-admin';
import { PASSWORD_LIMITS, passwordProblem } from '../../model/password';
import { useNotifyingMutation } from '../common/useNotifyingMutation';
import { WholeNumberInput } from '../common/WholeNumberInput';
import { MAX_POINTS } from '../../model/points';
import { ROLE_CHOICES } from './roleChoices';
import { PATHS } from '../../model/paths';

const validatePassword = (value: string) => {
  const rule = value ? passwordProblem(value) : null;
  return rule ? { message: `comedor.password_rule.${rule}`, args: PASSWORD_LIMITS } : undefined;
};

export function UserCreate() {
  const translate = useTranslate();
  const mutationOptions = useNotifyingMutation('admin.users.created', 'admin.users.create_failed', PATHS.users);
  return (
    <Create title={translate('admin.users.create_title')} mutationOptions={mutationOptions} redirect={false}>
      <SimpleForm defaultValues={{ roleName: 'Administrador', active: true, points: 0 }} sx={{ maxWidth: 640 }}>
        <TextInput source="name" label={translate('resources.users.fields.name')} validate={required()} fullWidth />
        <TextInput source="surname" label={translate('resources.users.fields.surname')} fullWidth />
        <TextInput
          source="email"
          type="email"
          label={translate('resources.users.fields.email')}
          validate={[required(), email()]}
          fullWidth
        />
        <PasswordInput
          source="password"
          label={translate('resources.users.fields.password')}
          validate={[required(), validatePassword]}
          fullWidth
        />
        <WholeNumberInput source="points" label={translate('resources.users.fields.points')} max={MAX_POINTS} />
        <SelectInput
          source="roleName"
          label={translate('resources.users.fields.roleName')}
          choices={ROLE_CHOICES}
          validate={required()}
        />
        <BooleanInput source="active" label={translate('resources.users.fields.active')} />
      </SimpleForm>
    </Create>
  );
}
