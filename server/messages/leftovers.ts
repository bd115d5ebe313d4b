/** Codes of the leftovers entered at the end of service (issue 27 point 3). */
export const LEFTOVER_MESSAGES = {
  leftovers_future: 'El %{date} aún no ha llegado: las sobras se apuntan al terminar el servicio.',
  leftovers_dish_unknown: 'El plato nº%{dishId} no existe.',
} as const;
