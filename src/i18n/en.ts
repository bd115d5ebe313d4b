import { mergeTranslations, type TranslationMessages } from 'react-admin';
import english from 'ra-language-english';
import { areas, catalogs } from './catalogs';

/** ra-language-english as the base, then every area's catalog. */
export const en = mergeTranslations(english, ...areas.map((a) => catalogs[a].en)) as TranslationMessages;
