/**
 * The e-mails of issue 28's notifications, in the customer's language: 'listo' for a customer without push
 * who asked for it, and the reminder before a day's cut-off. Plain text with the app's paths on lines of their
 * own; render-mail.ts makes them absolute links, adds the HTML version and the restaurant's name.
 */
import type { CutoffRule } from '../../model/cutoff';
import { reminderText } from '../../model/notifications';
import { PATHS } from '../../model/paths';
import type { QueuedMail } from '../repos/outbox-repo';
import type { MailRecipient } from '../repos/notifications-repo';

export function readyMail(orderId: number, to: MailRecipient): QueuedMail {
  const link = `${PATHS.myOrders}?pedido=${orderId}`;
  const texts =
    to.language === 'en'
      ? {
          subject: `Your order no. ${orderId} is ready`,
          body: `Hello, ${to.name}:\n\nYour order no. ${orderId} is ready. You can pick it up at the counter.\n\nSee your order:\n${link}\n\nYou can stop these e-mails in your profile.`,
        }
      : {
          subject: `Tu pedido nº ${orderId} está listo`,
          body: `Hola, ${to.name}:\n\nTu pedido nº ${orderId} está listo. Ya puedes recogerlo en el mostrador.\n\nVer tu pedido:\n${link}\n\nPuedes dejar de recibir estos correos en tu perfil.`,
        };
  return { recipient: to.email, ...texts, kind: 'ready', subjectId: orderId };
}

export function reminderMail(date: string, today: string, rule: CutoffRule, to: MailRecipient): QueuedMail {
  const { sentence } = reminderText(date, today, rule, to.language);
  const texts =
    to.language === 'en'
      ? {
          subject: `${sentence.split(';')[0]}`,
          body: `Hello, ${to.name}:\n\n${sentence}.\n\nOrder now:\n${PATHS.menu}\n\nYou can stop these reminders in your profile.`,
        }
      : {
          subject: `${sentence.split(';')[0]}`,
          body: `Hola, ${to.name}:\n\n${sentence}.\n\nHaz tu pedido:\n${PATHS.menu}\n\nPuedes dejar de recibir estos recordatorios en tu perfil.`,
        };
  return { recipient: to.email, ...texts, kind: 'reminder', subjectId: Number(date.replace(/-/g, '')) };
}
