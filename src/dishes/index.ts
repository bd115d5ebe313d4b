import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { PATHS } from '../../model/paths';
import { listRedirect } from '../common/listRedirect';

/** The dish screens live at the spec's routes (/dish-management…); the resource's own list leads there. */
export default { list: listRedirect(PATHS.dishManagement), icon: RestaurantMenuIcon, recordRepresentation: 'name' };
