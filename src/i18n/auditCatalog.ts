/** The audit trail's Spanish, added by the admin area (and with it by each record's Historial). */
import { addSpanishCatalog } from './i18nProvider';
import { auditEs } from './auditEs';

addSpanishCatalog(auditEs);
