/**
 * Every area's catalog, one per language, in one place. Each area is `src/i18n/<area>Es.ts` plus
 * `<area>En.ts` typed `typeof <area>Es`, so a key missing (or extra) in English is a type error;
 * tests/unit/catalogs.test.ts checks the same keys, no empty text and the same %{placeholders}.
 */
import { shellEs } from './shellEs';
import { shellEn } from './shellEn';
import { adminEs } from './adminEs';
import { adminEn } from './adminEn';
import { dataEs } from './dataEs';
import { dataEn } from './dataEn';
import { customerEs } from './customerEs';
import { customerEn } from './customerEn';
import { kitchenEs } from './kitchenEs';
import { kitchenEn } from './kitchenEn';
import { planningEs } from './planningEs';
import { planningEn } from './planningEn';
import { auditEs } from './auditEs';
import { auditEn } from './auditEn';
import { customerWeekEs } from './customerWeekEs';
import { customerWeekEn } from './customerWeekEn';

export const catalogs = {
  shell: { es: shellEs, en: shellEn },
  admin: { es: adminEs, en: adminEn },
  data: { es: dataEs, en: dataEn },
  customer: { es: customerEs, en: customerEn },
  kitchen: { es: kitchenEs, en: kitchenEn },
  planning: { es: planningEs, en: planningEn },
  audit: { es: auditEs, en: auditEn },
  customerWeek: { es: customerWeekEs, en: customerWeekEn },
};

export type Area = keyof typeof catalogs;
export const areas = Object.keys(catalogs) as Area[];
