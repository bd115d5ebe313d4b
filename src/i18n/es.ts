import { mergeTranslations, type TranslationMessages } from 'react-admin';
import spanish from 'ra-language-spanish';
import { raSpanishComplete } from './raSpanishComplete';
import { areas, catalogs } from './catalogs';

/** ra-language-spanish as the base, completed and corrected by raSpanishComplete, then every area's catalog. */
export const es = mergeTranslations(spanish, raSpanishComplete, ...areas.map((a) => catalogs[a].es)) as TranslationMessages;
