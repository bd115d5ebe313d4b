import { mergeTranslations, type TranslationMessages } from 'react-admin';
import spanish from 'ra-language-spanish';
import { raSpanishComplete } from './raSpanishComplete';
import { shellEs } from './shellEs';

/**
 * The Spanish every screen needs: ra-language-spanish, completed and corrected by raSpanishComplete, and the
 * shell's catalog (log-in, profile, errors). The areas' catalogs (./catalogs.ts) are added when each area loads
 * (./i18nProvider.ts).
 */
export const esShell = mergeTranslations(spanish, raSpanishComplete, shellEs) as TranslationMessages;
