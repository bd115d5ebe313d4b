/** Codes of the dishes and their allergens. */
export const DISH_MESSAGES = {
  dish_not_found: 'El plato no existe.',
  allergen_unknown: 'El alérgeno indicado no existe.',
  allergen_not_found: 'El alérgeno no existe.',
} as const;
