/** Codes of the users' screens: one account, the rules on one's own account, bulk actions and the CSV import. */
export const USER_MESSAGES = {
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
} as const;
