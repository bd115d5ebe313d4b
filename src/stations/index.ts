import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import { lazyScreen } from '../routes/lazyScreen';

/** Kitchen stations (issue 14): the administrator names them and says which categories each prepares. */
export default {
  list: lazyScreen(() => import('./StationScreens'), 'StationList'),
  create: lazyScreen(() => import('./StationScreens'), 'StationCreate'),
  edit: lazyScreen(() => import('./StationScreens'), 'StationEdit'),
  icon: SoupKitchenIcon,
  recordRepresentation: 'name',
};
