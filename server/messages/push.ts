/** Codes of Web Push (issue 28): the key, the customers' subscriptions. */
export const PUSH_MESSAGES = {
  push_unavailable:
    'Este servidor no tiene las notificaciones configuradas: el administrador debe indicar un correo de contacto real (VAPID_SUBJECT o MAIL_FROM).',
  push_subscription_not_found: 'Este dispositivo ya no recibe avisos.',
  push_endpoint_invalid: 'La dirección de avisos del navegador no es válida.',
} as const;
