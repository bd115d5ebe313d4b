/** The customer app's Spanish, added when the app's code loads (imported by its frame and its full-screen pages). */
import './areaErrorsCatalog';
import { addSpanishCatalog } from './i18nProvider';
import { customerEs } from './customerEs';
import { customerWeekEs } from './customerWeekEs';

addSpanishCatalog(customerEs);
addSpanishCatalog(customerWeekEs);
