import { mergeTranslations, type TranslationMessages } from 'react-admin';
import spanish from 'ra-language-spanish';
import { raSpanishComplete } from './raSpanishComplete';
import { shellEs } from './shellEs';
import { adminEs } from './adminEs';
import { dataEs } from './dataEs';
import { customerEs } from './customerEs';
import { kitchenEs } from './kitchenEs';

/**
 * ra-language-spanish as the base, completed and corrected by raSpanishComplete, then every area's catalog (the
 * areas of ./catalogs.ts, imported one by one so the first visit does not carry the English ones).
 */
export const es = mergeTranslations(
  spanish,
  raSpanishComplete,
  shellEs,
  adminEs,
  dataEs,
  customerEs,
  kitchenEs,
) as TranslationMessages;
