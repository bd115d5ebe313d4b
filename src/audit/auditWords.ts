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
const short = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** One value as a person reads it: money in euros, a role by name, yes/no, "—" for nothing, long text cut. */
export function formatValue(translate: Translate, locale: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'costCents' && typeof value === 'number')
    return (value / 100).toLocaleString(locale, { style: 'currency', currency: 'EUR' });
  if (field === 'roleId' && typeof value === 'number') return roleById(value)?.name ?? String(value);
  if (typeof value === 'boolean') return translate(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string') return ISO_TIME.test(value) ? localDateTime(locale, value) : short(value);
  if (typeof value === 'number') return value.toLocaleString(locale);
  return short(JSON.stringify(value));
}

/** Each changed field as "Precio: 5,00 € → 5,50 €" (the id, shown apart, left out). */
export function changeLines(translate: Translate, locale: string, event: Pick<AuditEvent, 'changes'>): string[] {
  return Object.entries(event.changes ?? {})
    .filter(([field]) => field !== 'id') // the record's id has its own column
    .map(
      ([field, { from, to }]) =>
        `${fieldLabel(translate, field)}: ${formatValue(translate, locale, field, from)} → ${formatValue(translate, locale, field, to)}`,
    );
}

/** The local date and time of an event, e.g. "27/11/2026, 10:42:05". */
export const localDateTime = (locale: string, iso: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'medium' });
