/**
 * Issue 28, what a customer asks to be told beyond push, and the admin's delivery figures; plus the rule of the
 * reminder before a day's cut-off: it goes `REMINDER_LEAD_MINUTES` (2 h) before the cut-off of an open day the
 * customer has no order for ("Aún no has pedido para mañana; puedes hasta las 16:00").
 */
import { Type, type Static } from 'typebox';
import { addDays, daysBetween, isoWeekday } from './calendar';
import { cutoffInstant, cutoffParts, type CutoffRule } from './cutoff';

export const NotificationPreferencesBody = Type.Object(
  {
    /** "Recordarme antes del cierre si no he pedido" */
    remindBeforeCutoff: Type.Boolean(),
    /** "Avisarme por correo cuando mi pedido esté listo" (and the reminder, when no device takes push) */
    readyByMail: Type.Boolean(),
    /** the app's language: the reminders' and e-mails' texts follow it */
    language: Type.Optional(Type.Union([Type.Literal('es'), Type.Literal('en')])),
  },
  { additionalProperties: false },
);
export type NotificationPreferencesInput = Static<typeof NotificationPreferencesBody>;

export const NotificationPreferencesResponse = Type.Object({
  remindBeforeCutoff: Type.Boolean(),
  readyByMail: Type.Boolean(),
  language: Type.Union([Type.Literal('es'), Type.Literal('en')]),
  /** minutes before a day's cut-off the reminder goes */
  reminderLeadMinutes: Type.Integer(),
  /** the cut-off's local time ("16:00"), for the profile's explanation */
  cutoffTime: Type.String(),
});
export type NotificationPreferences = Static<typeof NotificationPreferencesResponse>;

const Counts = Type.Object({
  sent: Type.Integer(),
  /** given up after the last attempt (a dead push subscription is deleted, not counted) */
  failed: Type.Integer(),
  /** queued or being retried */
  pending: Type.Integer(),
});
export const DeliveryFiguresResponse = Type.Object({
  /** the figures count notifications created in the last `days` days */
  days: Type.Integer(),
  push: Counts,
  mail: Counts,
});
export type DeliveryFigures = Static<typeof DeliveryFiguresResponse>;

/** The reminder goes this long before a day's cut-off. */
export const REMINDER_LEAD_MINUTES = 120;

/**
 * The pick-up dates whose reminder is due at `now`: those whose cut-off is still ahead but no more than the
 * lead time away (a server started late in that window still sends it). `today` is the local date of `now`.
 */
export function datesToRemind(now: Date, today: string, rule: CutoffRule, timeZone: string): string[] {
  const leadMs = REMINDER_LEAD_MINUTES * 60_000;
  const out: string[] = [];
  // the cut-off of date P falls on P - daysBefore: only P with that date today or tomorrow can be due
  for (let ahead = rule.daysBefore - 1; ahead <= rule.daysBefore + 1; ahead++) {
    if (ahead < 0) continue;
    const date = addDays(today, ahead);
    const until = cutoffInstant(date, rule, timeZone).getTime() - now.getTime();
    if (until > 0 && until <= leadMs) out.push(date);
  }
  return out;
}

export type NoticeLanguage = 'es' | 'en';

const WEEKDAYS = {
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

/** "mañana" / "hoy" / "el jueves 13/03", as the reminder names the pick-up date. */
function dayWords(date: string, today: string, language: NoticeLanguage): string {
  const ahead = daysBetween(today, date);
  const [, m, d] = date.split('-');
  const weekday = WEEKDAYS[language][isoWeekday(date) - 1];
  if (language === 'en') return ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : `${weekday} ${d}/${m}`;
  return ahead === 0 ? 'hoy' : ahead === 1 ? 'mañana' : `el ${weekday} ${d}/${m}`;
}

/** The reminder's words: "Aún no has pedido para mañana; puedes hasta las 16:00". */
export function reminderText(date: string, today: string, rule: CutoffRule, language: NoticeLanguage) {
  const { date: closes, time } = cutoffParts(date, rule);
  const day = dayWords(date, today, language);
  const sameDay = closes === today;
  if (language === 'en')
    return {
      title: `Order for ${day}?`,
      sentence: `You have not ordered for ${day} yet; you can until ${sameDay ? '' : 'tomorrow at '}${time}`,
    };
  return {
    title: `¿Pides para ${day}?`,
    sentence: `Aún no has pedido para ${day}; puedes hasta ${sameDay ? 'las' : 'mañana a las'} ${time}`,
  };
}
