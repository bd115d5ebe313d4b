/** Codes of the kitchen stations and the categories each prepares. */
export const STATION_MESSAGES = {
  station_not_found: 'La estación no existe.',
  station_name_taken: 'Ya existe una estación llamada «%{name}».',
  station_category_taken: 'La categoría %{category} ya la prepara la estación «%{station}»: quítala de allí primero.',
  station_category_race: 'Otra estación acaba de quedarse con una de estas categorías. Vuelve a cargar y revisa.',
} as const;
