/**
 * What a push notification says, in the language the device used when it subscribed (Spanish unless it was
 * English), and where a tap leads. The service worker (src/public/sw.js) shows `title` and `body`; `tag` makes a
 * recall replace the same order's 'listo' on the lock screen.
 */
import type { CutoffRule } from '../../model/cutoff';
import { reminderText } from '../../model/notifications';
import { PATHS } from '../../model/paths';

export type PushKind = 'ready' | 'recalled' | 'answer' | 'reminder';
export type PushLanguage = 'es' | 'en';

export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  /** the app's screen a tap opens */
  url: string;
  kind: PushKind;
  /** the order's number ('ready', 'recalled') or the complaint's id ('answer') */
  number: number;
  /** the order's status after the event: 'finished' ('listo') or 'pending' (back in the kitchen) */
  status?: 'finished' | 'pending';
  /** a reminder's pick-up date */
  date?: string;
}

const TEXTS = {
  es: {
    ready: (n: number) => ({ title: `Tu pedido nº ${n} está listo`, body: 'Ya puedes recogerlo en el mostrador.' }),
    recalled: (n: number) => ({
      title: `Tu pedido nº ${n} vuelve a cocina`,
      body: 'Lo estamos terminando; te avisaremos cuando esté listo.',
    }),
    answer: () => ({ title: 'Han respondido a tu queja' }),
  },
  en: {
    ready: (n: number) => ({ title: `Your order no. ${n} is ready`, body: 'You can pick it up at the counter.' }),
    recalled: (n: number) => ({
      title: `Your order no. ${n} is back in the kitchen`,
      body: 'We are finishing it; we will let you know when it is ready.',
    }),
    answer: () => ({ title: 'Your complaint has an answer' }),
  },
} as const;

export const pushLanguage = (value: string | null | undefined): PushLanguage => (value === 'en' ? 'en' : 'es');

const orderUrl = (n: number) => `${PATHS.myOrders}?pedido=${n}`;

export function orderPayload(kind: 'ready' | 'recalled', orderId: number, language: PushLanguage): PushPayload {
  return {
    ...TEXTS[language][kind](orderId),
    tag: `order-${orderId}`,
    url: orderUrl(orderId),
    kind,
    number: orderId,
    status: kind === 'ready' ? 'finished' : 'pending',
  };
}

/** The answer's first words: a lock screen shows a line or two. */
export function answerPayload(complaintId: number, answer: string, language: PushLanguage): PushPayload {
  const text = answer.replace(/\s+/g, ' ').trim();
  return {
    ...TEXTS[language].answer(),
    body: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    tag: `complaint-${complaintId}`,
    url: PATHS.support,
    kind: 'answer',
    number: complaintId,
  };
}

/** A date as the number a reminder row is about: 2025-03-11 → 20250311. */
export const dateNumber = (date: string) => Number(date.replace(/-/g, ''));

/** "¿Pides para mañana?" / "Aún no has pedido para mañana; puedes hasta las 16:00."; a tap opens the menu. */
export function reminderPayload(date: string, today: string, rule: CutoffRule, language: PushLanguage): PushPayload {
  const text = reminderText(date, today, rule, language);
  return {
    title: text.title,
    body: `${text.sentence}.`,
    tag: `reminder-${date}`,
    url: PATHS.menu,
    kind: 'reminder',
    number: dateNumber(date),
    date,
  };
}
