/** The signed-in areas' error codes in Spanish, added to `comedor.errors` when an area's code loads (./areaErrorsEs.ts). */
import { areaErrorsEs } from './areaErrorsEs';
import { addSpanishCatalog } from './i18nProvider';

export const areaErrorsCatalog = { comedor: { errors: areaErrorsEs } };

addSpanishCatalog(areaErrorsCatalog);
