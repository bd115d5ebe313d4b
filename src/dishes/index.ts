import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { DishListRedirect } from './DishListRedirect';

/** The dish screens live at the spec's routes (/dish-management…); the resource's own list leads there. */
export default { list: DishListRedirect, icon: RestaurantMenuIcon, recordRepresentation: 'name' };
