/** The kitchen app's Spanish, added when the app's code loads (imported by its frame and its full-screen pages). */
import './areaErrorsCatalog';
import './planningCatalog';
import { addSpanishCatalog } from './i18nProvider';
import { kitchenEs } from './kitchenEs';

addSpanishCatalog(kitchenEs);
