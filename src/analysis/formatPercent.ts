/** "8,7 %" in Spanish, "8.7%" in English: a share already expressed in percent. */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'es-ES', { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}
