/** Codes of the week's planning (issue 26): day menus, closed days and the weekly rest days. */
export const PLANNING_MESSAGES = {
  day_menu_date_invalid: 'La fecha %{date} no existe.',
  day_menu_range_invalid: 'Elige un periodo de %{max} días como máximo, con la fecha final igual o posterior a la inicial.',
  day_menu_past: 'El %{date} ya pasó: su menú no se puede cambiar.',
  day_menu_dish_unknown: 'El plato nº%{dishId} no existe o está dado de baja.',
  day_menu_dish_repeated: 'El plato nº%{dishId} aparece dos veces en el menú del día.',
  portions_below_booked: '«%{name}» ya tiene %{booked} raciones reservadas para el %{date}: no se pueden planificar menos.',
  closed_day_past: 'El %{date} ya pasó: no se puede cerrar.',
  closed_day_exists: 'El %{date} ya está cerrado.',
  closed_day_not_found: 'El %{date} no está cerrado.',
  closed_day_has_orders:
    'El %{date} tiene un pedido reservado: anúlalo antes de cerrar el día. |||| El %{date} tiene %{smart_count} pedidos reservados: anúlalos antes de cerrar el día.',
  rest_weekday_has_orders:
    'Hay un pedido reservado para un día que pasaría a ser de descanso (el %{date}): anúlalo antes. |||| Hay %{smart_count} pedidos reservados para días que pasarían a ser de descanso (el primero, el %{date}): anúlalos antes.',
} as const;
