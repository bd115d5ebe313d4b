/**
 * Minutes one portion of each demo dish keeps a cook busy at service time (stews and desserts are made
 * ahead, so only plating counts; fried and grilled dishes are cooked to order). Dishes not listed take their
 * category's default.
 */
export const SEED_PREP_MINUTES: Record<string, number> = {
  'Gazpacho andaluz': 3,
  'Lentejas estofadas': 5,
  'Ensalada mediterránea': 6,
  'Macarrones a la boloñesa': 10,
  'Crema de calabaza': 4,
  'Paella de marisco': 25,
  'Merluza a la romana': 14,
  'Pollo al ajillo': 12,
  'Albóndigas en salsa': 8,
  'Secreto ibérico a la plancha': 15,
  'Salmón al horno': 18,
  'Tortilla de patatas': 12,
  'Croquetas de jamón': 8,
  'Patatas bravas': 9,
  'Calamares a la andaluza': 10,
  'Hummus con crudités': 4,
  'Pimientos de Padrón': 7,
  'Ensaladilla rusa': 3,
  'Tarta de queso': 2,
  'Flan de huevo': 1,
  'Arroz con leche': 1,
  'Brownie con nueces': 3,
  'Macedonia de frutas': 4,
  'Sorbete de limón': 2,
  'Agua mineral': 0,
  'Zumo de naranja natural': 3,
  'Refresco de cola': 0,
  'Cerveza sin alcohol': 0,
  'Copa de vino tinto': 1,
  'Café con leche': 2,
};
