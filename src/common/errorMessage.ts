/**
 * The text for an API error (HttpError from dataProvider/httpClient) in the UI's language: the server's own
 * message when it sent one (the API words its 4xx in Spanish), otherwise the translation of the client-side
 * code the error carries (no connection, a failure without a message, anything unknown).
 */
import type { TranslateFunction } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/** The translation key for an error, with a fallback text when the error's message is not a key. */
export function errorKey(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'comedor.errors.unknown';
}

/** Translated with the screen's `translate` (or the app's i18nProvider, which follows the chosen language). */
export function errorMessage(error: unknown, translate: TranslateFunction = i18nProvider.translate): string {
  const key = errorKey(error);
  return translate(key, { _: key });
}
