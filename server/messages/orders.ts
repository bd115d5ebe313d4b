/**
 * Codes of placing, changing and cancelling an order (model/order-decision.ts) and of the kitchen's steps on one
 * (finish, station done, recall, hand over). The client's Spanish catalog (`comedor.errors`) has the same texts.
 */
export const ORDER_MESSAGES = {
  order_slot_closed: 'Esa hora de recogida ya no está disponible. Elige otra.',
  kitchen_paused: 'La cocina no acepta pedidos ahora mismo; vuelve a las %{resumesAt}.',
  order_too_big:
    'Este pedido necesita %{load} min de cocina y una franja admite como máximo %{capacity} min. Divídelo en pedidos más pequeños para distintas horas.',
  order_slot_full:
    'La cocina ya no tiene sitio para este pedido a las %{hour}. Prueba a las %{nextHour}, la siguiente hora con sitio.',
  order_slot_full_today: 'La cocina ya no tiene sitio para este pedido a las %{hour} ni en ninguna hora posterior de hoy.',
  order_dish_missing: 'El plato indicado no existe.',
  order_dish_withdrawn: '«%{name}» ya no está en la carta.',
  order_line_too_many: 'Se pueden pedir como máximo %{max} raciones de «%{name}».',
  order_sold_out: '«%{name}» está agotado.',
  order_not_enough: 'No quedan suficientes raciones de «%{name}» (quedan %{left}).',
  order_portions_limit: 'Un pedido admite como máximo %{max} raciones en total. Quita alguna del carrito.',
  order_pending_limit:
    'Ya tienes un pedido pendiente. Podrás hacer otro cuando la cocina lo termine. |||| Ya tienes %{smart_count} pedidos pendientes. Podrás hacer otro cuando la cocina termine alguno.',
  order_not_found: 'El pedido no existe.',
  order_station_not_found: 'La estación no existe.',
  order_station_no_lines: 'El pedido nº%{n} no tiene platos de la estación «%{station}».',
  order_not_finished: 'El pedido nº%{n} aún está en preparación: márcalo como listo antes de entregarlo.',
  order_reopen_other_day: 'Solo se pueden recuperar los pedidos de hoy; el pedido nº%{n} es del %{date}.',
} as const;
