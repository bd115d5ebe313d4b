import { mergeTranslations, type TranslationMessages } from 'react-admin';
import spanish from 'ra-language-spanish';
import { customerMessages } from '../../customRoutes/customer/messages';
import { kitchenMessages } from '../../customRoutes/kitchen/messages';
import { raSpanishComplete } from './raSpanishComplete';
import { shellEs } from './shellEs';
import { adminEs } from './adminEs';
import { dataEs } from './dataEs';

/** ra-language-spanish as the base, completed and corrected by raSpanishComplete, then our own strings. */
export const es: TranslationMessages = mergeTranslations(
  spanish,
  raSpanishComplete,
  shellEs,
  adminEs,
  dataEs,
  customerMessages.es,
  kitchenMessages.es,
);
