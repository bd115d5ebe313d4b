/**
 * The words of an audit event for a person: resource, action and field names in the language chosen (with the
 * raw code as the fallback), and each change as "field: from → to", short.
 */
import type { TranslateFunction as Translate } from 'react-admin';
import { roleById } from '../../model/roles';

export type { AuditEvent } from '../../model/audit';
import type { AuditEvent } from '../../model/audit';

/** Codes the screen names in words (the filters offer these; any other code still shows, raw). */
export const RESOURCE_CODES = [
  'dishes',
  'users',
  'orders',
  'rewards',
  'complaints',
  'stations',
  'day_menus',
  'closed_days',
  'sessions',
  'security',
  'kitchen',
  'images',
  'settings',
  'reward_redemptions',
  'users_rewards',
  'users_allergens',
  'usual_orders',
  'notification_preferences',
  'push_subscriptions',
  'remembered_devices',
] as const;

export const ACTION_CODES = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'forbidden',
  'rate_limited',
  'token_refused',
  'role_change',
  'password_change',
  'password_recovery',
  'password_reset',
  'answer',
  'cancel',
  'finish',
  'collect',
  'reopen',
  'station_done',
  'offer',
  'withdraw_offer',
  'take',
  'redeem',
  'validate',
  'pause',
  'resume',
  'bulk',
  'import',
  'signup',
  'copy',
  'stop',
  'refresh',
  'stream_ticket',
  'forget_device',
] as const;

export const resourceLabel = (translate: Translate, code: string) => translate(`audit.resources.${code}`, { _: code });
export const actionLabel = (translate: Translate, code: string) => translate(`audit.actions.${code}`, { _: code });
export const fieldLabel = (translate: Translate, field: string) => translate(`audit.fields.${field}`, { _: field });

/** "Ana Pérez", or "Usuario 7 (borrado)" when the account is gone, or "Anónimo". */
export function actorName(translate: Translate, event: AuditEvent): string {
  if (event.actor) return `${event.actor.name} ${event.actor.surname}`.trim() || event.actor.email;
  if (event.actorId !== null) return translate('audit.deleted_user', { id: event.actorId });
  return translate('audit.anonymous');
}

const MAX = 40;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const short = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** A day menu's field per dish ("dish12", server/audit/loaders.ts loadDayMenu): its value names the dish. */
const DAY_DISH = /^dish\d+$/;
/** Fields whose codes have words of their own (audit.values.<field>.<code>). */
const CODED_FIELDS = new Set(['status']);
/** Fields holding a user's id (a customer, who answered, who gave an order away…). */
const USER_FIELDS = new Set(['userId', 'senderId', 'answeredBy', 'givenBy', 'validatedBy', 'plannedBy']);
/** Fields holding a category's id, or a list of them. */
const CATEGORY_FIELDS = new Set(['categoryId', 'categoryIds']);

const isMoneyField = (field: string) => field.endsWith('Cents');
const dayDishOf = (value: unknown) =>
  value && typeof value === 'object' && 'portions' in value ? (value as { name?: unknown; portions: unknown }) : null;

/**
 * The one place where an event's values become words: money ("7,25 €") for the *Cents fields, a role and a
 * category by name, a user as "Usuario 7", codes in words (status: Pendiente, Listo, Anulado, Respondida), yes/no, dates and instants
 * in the local format, a day menu's dish as its portions, "—" for nothing, long text cut. Unknown codes show raw.
 */
export function formatValue(translate: Translate, locale: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isMoneyField(field) && typeof value === 'number')
    return (value / 100).toLocaleString(locale, { style: 'currency', currency: 'EUR' });
  if (field === 'roleId' && typeof value === 'number') return roleById(value)?.name ?? String(value);
  if (USER_FIELDS.has(field) && typeof value === 'number') return translate('audit.user_id', { id: value });
  if (CATEGORY_FIELDS.has(field)) {
    const ids = Array.isArray(value) ? value : [value];
    if (!ids.length) return '—';
    return ids.map((id) => translate(`admin.categories.${String(id)}`, { _: String(id) })).join(', ');
  }
  if (CODED_FIELDS.has(field) && typeof value === 'string') return translate(`audit.values.${field}.${value}`, { _: value });
  const dayDish = DAY_DISH.test(field) ? dayDishOf(value) : null;
  if (dayDish && typeof dayDish.portions === 'number') return translate('audit.portions', { smart_count: dayDish.portions });
  if (typeof value === 'boolean') return translate(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return localDateTime(locale, value);
    if (ISO_DATE.test(value)) return localDate(locale, value);
    return short(value);
  }
  if (typeof value === 'number') return value.toLocaleString(locale);
  if (Array.isArray(value)) return short(value.map((v) => formatValue(translate, locale, '', v)).join(', '));
  return short(JSON.stringify(value));
}

/** A field's name as a person reads it: a day menu's dish by its name, else audit.fields (raw code as the fallback). */
export function changeFieldLabel(translate: Translate, field: string, change: { from: unknown; to: unknown }): string {
  if (DAY_DISH.test(field)) {
    const name = dayDishOf(change.to)?.name ?? dayDishOf(change.from)?.name;
    if (typeof name === 'string' && name) return name;
    return translate('audit.day_dish', { id: field.slice(4) });
  }
  return fieldLabel(translate, field);
}

/**
 * Each changed field as "Precio: 5,00 € → 5,50 €" (the id, shown apart, left out; so is a change no one could
 * see, e.g. no categories before and an empty list after).
 */
export function changeLines(translate: Translate, locale: string, event: Pick<AuditEvent, 'changes'>): string[] {
  return Object.entries(event.changes ?? {})
    .filter(([field]) => field !== 'id') // the record's id has its own column
    .map(([field, change]) => ({
      label: changeFieldLabel(translate, field, change),
      from: formatValue(translate, locale, field, change.from),
      to: formatValue(translate, locale, field, change.to),
    }))
    .filter(({ from, to }) => from !== to)
    .map(({ label, from, to }) => `${label}: ${from} → ${to}`);
}

/** day/month/year with the year in full ("1/12/2026"; the short style's "1/12/26" reads as a code). */
const DAY = { day: 'numeric', month: 'numeric', year: 'numeric' } as const;

/** A calendar date (a pick-up day, a menu's date), e.g. "27/11/2026": no time zone moves it. */
export const localDate = (locale: string, date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { ...DAY, timeZone: 'UTC' });

/** The local date and time of an event, e.g. "27/11/2026, 10:42:05". */
export const localDateTime = (locale: string, iso: string) =>
  new Date(iso).toLocaleString(locale, { ...DAY, hour: '2-digit', minute: '2-digit', second: '2-digit' });
