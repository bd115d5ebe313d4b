import { mergeTranslations, type TranslationMessages } from 'react-admin';
import english from 'ra-language-english';
import { shellEn } from './shellEn';
import { adminEn } from './adminEn';
import { dataEn } from './dataEn';
import { customerEn } from './customerEn';
import { kitchenEn } from './kitchenEn';
import { areaErrorsEn } from './areaErrorsEn';
import { planningEn } from './planningEn';
import { auditEn } from './auditEn';
import { customerWeekEn } from './customerWeekEn';

/** ra-language-english as the base, then every area's catalog (the areas of ./catalogs.ts). */
export const en = mergeTranslations(
  english,
  shellEn,
  { comedor: { errors: areaErrorsEn } },
  adminEn,
  dataEn,
  customerEn,
  customerWeekEn,
  kitchenEn,
  planningEn,
  auditEn,
) as TranslationMessages;
