/**
 * Codes of the canteen week (issue 26): the pick-up date of an order, the date's menu and the cut-off after which
 * a day's orders are frozen. The client's Spanish catalog (`comedor.errors`) has the same texts.
 */
export const WEEK_MESSAGES = {
  date_invalid: 'La fecha %{date} no existe: escríbela como AAAA-MM-DD.',
  date_past: 'El %{date} ya pasó: elige hoy o un día próximo.',
  date_too_far: 'Solo se puede pedir hasta %{days} días por adelantado.',
  day_closed: 'El comedor está cerrado el %{date}: elige otro día.',
  orders_closed: 'Los pedidos para el %{weekday} %{day} se cerraron el %{cutoffWeekday} %{cutoffDay} a las %{time}.',
  dish_not_on_menu: '«%{name}» no está en el menú de ese día.',
  order_frozen: 'El plazo para cambiar este pedido terminó el %{cutoffWeekday} %{cutoffDay} a las %{time}.',
  order_not_pending: 'Este pedido ya no se puede cambiar: ya está listo o anulado.',
} as const;
