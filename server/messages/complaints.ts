/** Codes of the complaints and their answers. */
export const COMPLAINT_MESSAGES = {
  complaint_not_found: 'La queja no existe.',
  complaint_message_missing: 'Escribe el motivo de la queja.',
  complaint_answer_missing: 'Escribe la respuesta.',
} as const;
