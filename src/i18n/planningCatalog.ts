/** The week planning's Spanish, added by the admin area and the kitchen app (both show the week view). */
import { addSpanishCatalog } from './i18nProvider';
import { planningEs } from './planningEs';

addSpanishCatalog(planningEs);
