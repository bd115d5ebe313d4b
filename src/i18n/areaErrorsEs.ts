/**
 * The API's error codes that only a signed-in area answers (users, imports, dishes, rewards, complaints, stations,
 * images, orders), in Spanish: added to `comedor.errors` by ./areaErrorsCatalog.ts when the customer, kitchen or
 * admin code loads, so a first visit of /login does not carry them. Each text is the server's (server/messages/);
 * tests/unit/i18n/error-codes.test.ts keeps the two equal.
 */
export const areaErrorsEs = {
  order_portions_limit: 'Un pedido admite como máximo %{max} raciones en total. Quita alguna del carrito.',
  order_pending_limit:
    'Ya tienes un pedido pendiente. Podrás hacer otro cuando la cocina lo termine. |||| Ya tienes %{smart_count} pedidos pendientes. Podrás hacer otro cuando la cocina termine alguno.',
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
  order_not_found: 'El pedido no existe.',
  order_station_not_found: 'La estación no existe.',
  order_station_no_lines: 'El pedido nº%{n} no tiene platos de la estación «%{station}».',
  order_not_finished: 'El pedido nº%{n} aún está en preparación: márcalo como listo antes de entregarlo.',
  order_reopen_other_day: 'Solo se pueden recuperar los pedidos de hoy; el pedido nº%{n} es del %{date}.',
  user_not_found: 'El usuario no existe.',
  last_administrator:
    'Debe quedar al menos un administrador activo: nombra o activa otro administrador antes de hacer este cambio.',
  self_deactivate: 'No puedes desactivar tu propia cuenta.',
  self_unadmin: 'No puedes quitarte el rol de administrador.',
  self_points: 'No puedes cambiar tus propios puntos.',
  self_role: 'No puedes cambiar tu propio rol.',
  self_active: 'No puedes activar ni desactivar tu propia cuenta.',
  self_delete: 'No puedes eliminar tu propia cuenta.',
  bulk_delete_self: 'No puedes eliminar tu propia cuenta: quítala de la selección.',
  bulk_deactivate_self: 'No puedes desactivar tu propia cuenta: quítala de la selección.',
  bulk_stock_missing: 'Indica las existencias.',
  bulk_category_missing: 'Indica la categoría.',
  bulk_users_missing:
    'No existe el usuario con id %{ids}; no se ha cambiado nada. |||| No existen los usuarios con id %{ids}; no se ha cambiado nada.',
  bulk_dishes_missing:
    'No existe el plato con id %{ids}; no se ha cambiado nada. |||| No existen los platos con id %{ids}; no se ha cambiado nada.',
  bulk_complaints_missing:
    'No existe la queja con id %{ids}; no se ha cambiado nada. |||| No existen las quejas con id %{ids}; no se ha cambiado nada.',
  import_empty_file: 'El archivo está vacío.',
  import_file_too_large: 'El archivo supera el máximo de %{max} MB.',
  import_not_utf8: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» y vuelve a subirlo.',
  import_no_rows: 'El archivo no tiene ninguna fila de usuarios.',
  import_rows_invalid: '%{count} filas tienen problemas; no se ha creado ningún usuario.',
  import_unknown_columns: 'Columnas desconocidas: %{columns}. Usa nombre, apellidos, email, rol, puntos y activo.',
  import_unknown_columns_more:
    'Columnas desconocidas: %{columns} y %{more} más. Usa nombre, apellidos, email, rol, puntos y activo.',
  import_repeated_column: 'La columna «%{column}» aparece dos veces.',
  import_missing_name: 'Falta la columna nombre.',
  import_missing_email: 'Falta la columna email.',
  import_missing_name_email: 'Faltan las columnas nombre y email.',
  import_control_character:
    'Línea %{line}, columna «%{column}»: la celda contiene un carácter de control (%{char}). Quítalo y vuelve a subir el archivo.',
  import_too_many_columns: 'La línea %{line} tiene más de %{max} columnas.',
  import_too_many_rows: 'El archivo tiene más de %{max} filas; divídelo en varios.',
  dish_not_found: 'El plato no existe.',
  allergen_unknown: 'El alérgeno indicado no existe.',
  allergen_not_found: 'El alérgeno no existe.',
  reward_not_found: 'La recompensa no existe.',
  reward_points_only: 'La disponibilidad de la recompensa depende de tus puntos.',
  own_rewards_only: 'Solo puedes canjear tus propias recompensas.',
  reward_locked: 'Esta recompensa todavía no está desbloqueada: se consigue al llegar a %{cost} puntos ganados.',
  reward_already_redeemed: 'Ya has canjeado esta recompensa.',
  reward_missing_points:
    'Te falta %{smart_count} punto para canjear esta recompensa. |||| Te faltan %{smart_count} puntos para canjear esta recompensa.',
  reward_code_used: 'Este código ya se usó el %{date} a las %{time}.',
  reward_code_unknown: 'No hay ningún premio canjeado con este código. Revisa las letras y los números.',
  reward_code_malformed: 'Un código de premio tiene %{length} letras y números, por ejemplo K7MX4P.',
  complaint_not_found: 'La queja no existe.',
  complaint_message_missing: 'Escribe el motivo de la queja.',
  complaint_answer_missing: 'Escribe la respuesta.',
  station_not_found: 'La estación no existe.',
  station_name_taken: 'Ya existe una estación llamada «%{name}».',
  station_category_taken: 'La categoría %{category} ya la prepara la estación «%{station}»: quítala de allí primero.',
  station_category_race: 'Otra estación acaba de quedarse con una de estas categorías. Vuelve a cargar y revisa.',
  image_not_found: 'La imagen no existe.',
  image_not_multipart: 'Envía la imagen como multipart/form-data en el campo «file».',
  image_missing: 'Falta la imagen en el campo «file».',
  image_multipart_invalid: 'El formulario multipart no es válido.',
  image_empty: 'La imagen está vacía.',
  image_type: 'El archivo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.',
  image_too_large: 'La imagen no puede superar %{max} MB.',
  image_upload_limit: 'Has subido %{max} imágenes en la última hora, el máximo. Vuelve a probar más tarde.',
  image_queue_full: 'Hay muchas imágenes subiéndose ahora mismo. Vuelve a probar en unos segundos.',
  // issue 26, week planning (h26plan)
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
  // issue 26, canteen week (h26core)
  date_invalid: 'La fecha %{date} no existe: escríbela como AAAA-MM-DD.',
  date_past: 'El %{date} ya pasó: elige hoy o un día próximo.',
  date_too_far: 'Solo se puede pedir hasta %{days} días por adelantado.',
  day_closed: 'El comedor está cerrado el %{date}: elige otro día.',
  orders_closed: 'Los pedidos para el %{weekday} %{day} se cerraron el %{cutoffWeekday} %{cutoffDay} a las %{time}.',
  dish_not_on_menu: '«%{name}» no está en el menú de ese día.',
  order_frozen: 'El plazo para cambiar este pedido terminó el %{cutoffWeekday} %{cutoffDay} a las %{time}.',
  order_not_pending: 'Este pedido ya no se puede cambiar: ya está listo o anulado.',
  // Web Push (issue 28)
  push_unavailable:
    'Este servidor no tiene las notificaciones configuradas: el administrador debe indicar un correo de contacto real (VAPID_SUBJECT o MAIL_FROM).',
  push_subscription_not_found: 'Este dispositivo ya no recibe avisos.',
  push_endpoint_invalid: 'La dirección de avisos del navegador no es válida.',
  // Giving a meal away (issue 26 point 5, h26give)
  offer_closed: 'Este pedido ya no se puede ceder: solo se cede un pedido pendiente antes de su hora de recogida.',
  meal_taken: 'Otra persona se ha quedado este menú.',
  meal_not_offered: 'Este menú ya no se ofrece: su dueño lo ha retirado.',
  meal_own: 'Este menú es tuyo: no puedes quedártelo.',
  meal_too_late: 'Ya pasó la hora de recogida de este menú.',
  // My usual order (issue 26 point 6, usual)
  usual_order_not_found: 'Ese pedido habitual no existe.',
  usual_day_booked: 'Tu pedido habitual ya tiene un pedido el %{date}.',
  // Leftovers (issue 27 point 3, h-waste)
  leftovers_future: 'El %{date} aún no ha llegado: las sobras se apuntan al terminar el servicio.',
  leftovers_dish_unknown: 'El plato nº%{dishId} no existe.',
};
