/** Codes of giving a meal away (PUT orders/{id}/offer, DELETE orders/{id}/offer, PUT orders/{id}/take). */
export const SHARING_MESSAGES = {
  offer_closed: 'Este pedido ya no se puede ceder: solo se cede un pedido pendiente antes de su hora de recogida.',
  meal_taken: 'Otra persona se ha quedado este menú.',
  meal_not_offered: 'Este menú ya no se ofrece: su dueño lo ha retirado.',
  meal_own: 'Este menú es tuyo: no puedes quedártelo.',
  meal_too_late: 'Ya pasó la hora de recogida de este menú.',
} as const;
