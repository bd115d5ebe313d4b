/** The 14 allergens of EU Regulation 1169/2011 (Annex II), in the regulation's order. */
export const ALLERGEN_NAMES = [
  'Gluten',
  'Crustáceos',
  'Huevos',
  'Pescado',
  'Cacahuetes',
  'Soja',
  'Lácteos',
  'Frutos de cáscara',
  'Apio',
  'Mostaza',
  'Sésamo',
  'Sulfitos',
  'Altramuces',
  'Moluscos',
] as const;

export type AllergenName = (typeof ALLERGEN_NAMES)[number];
