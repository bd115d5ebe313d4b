/** Bulk actions on the selected users: activate, deactivate, delete, each after its confirmation (PUT users/bulk). */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { BulkDeleteWithConfirmButton, BulkUpdateWithConfirmButton } from 'react-admin';
import { BulkActionsMenu } from '../common/BulkActionsMenu';

export function UserBulkActions() {
  return (
    <BulkActionsMenu>
      <BulkUpdateWithConfirmButton
        label="data.users.activate"
        icon={<CheckCircleIcon />}
        data={{ active: true }}
        mutationMode="pessimistic"
        confirmTitle="data.users.activate_title"
        confirmContent="data.users.activate_confirm"
        successMessage="data.users.activated"
      />
      <BulkUpdateWithConfirmButton
        label="data.users.deactivate"
        icon={<BlockIcon />}
        data={{ active: false }}
        mutationMode="pessimistic"
        confirmTitle="data.users.deactivate_title"
        confirmContent="data.users.deactivate_confirm"
        successMessage="data.users.deactivated"
      />
      <BulkDeleteWithConfirmButton
        label="data.users.delete"
        mutationMode="pessimistic"
        confirmTitle="data.users.delete_title"
        confirmContent="data.users.delete_confirm"
        successMessage="data.users.deleted"
      />
    </BulkActionsMenu>
  );
}
