import type { TranslationMessages } from 'react-admin';
import { raSpanishComplete } from './raSpanishComplete';
import { shellEs } from './shellEs';

/**
 * The Spanish every screen needs: react-admin's words (raSpanishComplete, which replaces ra-language-spanish)
 * and the shell's catalog (log-in, profile, errors). The areas' catalogs (./catalogs.ts) are added when each area loads
 * (./i18nProvider.ts).
 */
// two namespaces (`ra`, `comedor`): a spread is the merge
export const esShell: TranslationMessages = { ...raSpanishComplete, ...shellEs };
