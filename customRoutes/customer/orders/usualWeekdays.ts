/** The weekday chips of "Mi pedido habitual": ISO weekdays 1 Monday … 7 Sunday, in the UI's words. */
import type { Translate } from '../day/dayWords';

export const ISO_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/** "L" … "D" on a chip, "lunes" … "domingo" for a screen reader and in sentences. */
export function weekdayLetter(weekday: number, translate: Translate): string {
  return translate(`customer.usual.letters.${weekday}`);
}
export function weekdayName(weekday: number, translate: Translate): string {
  return translate(`customer.usual.weekdays.${weekday}`);
}

/** "los lunes, miércoles y viernes" / "on Mondays, Wednesdays and Fridays" */
export function weekdaysSentence(weekdays: readonly number[], translate: Translate): string {
  const names = [...weekdays].sort((a, b) => a - b).map((d) => translate(`customer.usual.plural.${d}`));
  const list =
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${translate('customer.usual.and')} ${names.at(-1)}`;
  return translate('customer.usual.on_days', { days: list });
}
