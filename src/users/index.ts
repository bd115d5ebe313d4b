import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../routes/lazyScreen';

export default {
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  create: lazyScreen(() => import('./UserCreate'), 'UserCreate'),
  edit: lazyScreen(() => import('./UserEdit'), 'UserEdit'),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
