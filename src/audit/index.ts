import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyScreen } from '../routes/lazyScreen';

/** 'Registro de actividad' (issue 29 point 3): the audit trail, list only. */
export default {
  list: lazyScreen(() => import('./AuditEventList'), 'AuditEventList'),
  icon: ManageSearchIcon,
};
