/** Dates as the restaurant reads them ("3 de marzo de 2025, 13:05"), in the UI's language. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
