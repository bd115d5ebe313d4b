/**
 * The API's error codes and the screens' catalogs cannot drift: every code of server/messages has a Spanish
 * text in `comedor.errors` equal to the server's and an English one with the same placeholders, and the
 * screens know no error code the server lacks (except their own: no connection, a failed request…).
 */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../server/messages/catalog';
import { areaErrorsEn } from '../../../src/i18n/areaErrorsEn';
import { areaErrorsEs } from '../../../src/i18n/areaErrorsEs';
import { shellEn } from '../../../src/i18n/shellEn';
import { shellEs } from '../../../src/i18n/shellEs';
import '../../../src/i18n/areaErrorsCatalog';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { errorMessage } from '../../../src/ui/errorMessage';

/** Codes only the client raises (dataProvider/httpClient.ts, the data provider's own refusals). */
const CLIENT_ONLY = [
  'network',
  'server',
  'http',
  'unknown',
  'unknown_resource',
  'unsupported_operation',
  'record_missing',
  'unknown_bulk_action',
];
/** What a signed-in screen knows: the shell's codes and the areas' (added when an area's code loads). */
const spanish: Record<string, string> = { ...shellEs.comedor.errors, ...areaErrorsEs };
const english: Record<string, string> = { ...shellEn.comedor.errors, ...areaErrorsEn };
const serverCodes = Object.keys(MESSAGES);

/** One spacing around the plural separator, so only the words are compared. */
const normal = (text: string) =>
  text
    .split('||||')
    .map((form) => form.trim().replace(/\s+/g, ' '))
    .join(' |||| ');
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort().join();

describe('the error codes', () => {
  it('has, for every server code, the server’s Spanish text in the client catalog', () => {
    const differing = serverCodes.filter(
      (code) => normal(spanish[code] ?? '') !== normal(MESSAGES[code as keyof typeof MESSAGES]),
    );
    expect(differing.map((code) => `${code}: ${MESSAGES[code as keyof typeof MESSAGES]} / ${spanish[code]}`)).toEqual([]);
  });

  it('has, for every server code, an English text with the same placeholders and plural forms', () => {
    const wrong = serverCodes.filter(
      (code) =>
        !english[code]?.trim() ||
        placeholders(english[code]) !== placeholders(spanish[code] ?? '') ||
        english[code].split('||||').length !== (spanish[code] ?? '').split('||||').length,
    );
    expect(wrong).toEqual([]);
  });

  it('knows no error code the server lacks, except the client’s own', () => {
    const unknown = Object.keys(spanish).filter((code) => !serverCodes.includes(code) && !CLIENT_ONLY.includes(code));
    expect(unknown).toEqual([]);
  });

  it('words a coded API answer with its parameters in the chosen language', async () => {
    const refused = new HttpError('Ya existe una estación llamada «Barra».', 409, {
      code: 'station_name_taken',
      params: { name: 'Barra' },
    });
    await i18nProvider.changeLocale('en');
    expect(errorMessage(refused)).toBe('There is already a station called “Barra”.');
    const missing = new HttpError('…', 404, { code: 'bulk_users_missing', params: { ids: '7, 9', smart_count: 2 } });
    expect(errorMessage(missing)).toBe('There are no users with ids 7, 9; nothing was changed.');
    await i18nProvider.changeLocale('es');
    expect(errorMessage(refused)).toBe('Ya existe una estación llamada «Barra».');
    expect(errorMessage(missing)).toBe('No existen los usuarios con id 7, 9; no se ha cambiado nada.');
  });
});
