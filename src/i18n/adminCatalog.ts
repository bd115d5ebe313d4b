/** The administrator's Spanish (screens and data management), added when the admin area's code loads. */
import './areaErrorsCatalog';
import './planningCatalog';
import './auditCatalog';
import { addSpanishCatalog } from './i18nProvider';
import { adminEs } from './adminEs';
import { dataEs } from './dataEs';

addSpanishCatalog(adminEs);
addSpanishCatalog(dataEs);
