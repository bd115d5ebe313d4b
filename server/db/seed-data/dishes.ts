/** The demo menu: six dishes in each category (1 Primeros, 2 Segundos, 3 Entrantes, 4 Postres, 5 Bebidas). */
import type { AllergenName } from './allergens';

export interface SeedDish {
  name: string;
  category: 1 | 2 | 3 | 4 | 5;
  description: string;
  /** euros */
  price: number;
  stock: number;
  ingredients: string[];
  allergens: AllergenName[];
  isHighlighted?: boolean;
  isRecommended?: boolean;
  isSuggested?: boolean;
  isAvailable?: boolean;
}

export const SEED_DISHES: SeedDish[] = [
  // Primeros
  { name: 'Gazpacho andaluz', category: 1, description: 'Sopa fría de tomate, pepino y pimiento con aceite de oliva virgen extra y picatostes.', price: 5.5, stock: 40, ingredients: ['Tomate', 'Pepino', 'Pimiento verde', 'Ajo', 'Aceite de oliva', 'Pan'], allergens: ['Gluten'], isHighlighted: true },
  { name: 'Lentejas estofadas', category: 1, description: 'Lentejas pardinas guisadas a fuego lento con verduras y un toque de pimentón de la Vera.', price: 6.2, stock: 35, ingredients: ['Lentejas', 'Zanahoria', 'Cebolla', 'Pimentón', 'Laurel'], allergens: ['Apio'] },
  { name: 'Ensalada mediterránea', category: 1, description: 'Lechugas variadas, tomate, aceitunas negras, queso feta y vinagreta de mostaza.', price: 6.8, stock: 30, ingredients: ['Lechuga', 'Tomate', 'Aceitunas', 'Queso feta', 'Mostaza'], allergens: ['Lácteos', 'Mostaza'], isSuggested: false },
  { name: 'Macarrones a la boloñesa', category: 1, description: 'Pasta con salsa de tomate casera, carne picada de ternera y queso gratinado.', price: 6.5, stock: 45, ingredients: ['Macarrones', 'Carne picada', 'Tomate', 'Queso', 'Orégano'], allergens: ['Gluten', 'Lácteos', 'Huevos'], isRecommended: false },
  { name: 'Crema de calabaza', category: 1, description: 'Crema suave de calabaza asada con semillas de sésamo tostadas.', price: 5.9, stock: 25, ingredients: ['Calabaza', 'Puerro', 'Nata', 'Sésamo'], allergens: ['Lácteos', 'Sésamo'], isHighlighted: true },
  { name: 'Paella de marisco', category: 1, description: 'Arroz bomba con gambas, mejillones y calamar en su punto de socarrat.', price: 8.9, stock: 0, ingredients: ['Arroz bomba', 'Gambas', 'Mejillones', 'Calamar', 'Azafrán'], allergens: ['Crustáceos', 'Moluscos', 'Pescado'], isHighlighted: true },
  // Segundos
  { name: 'Merluza a la romana', category: 2, description: 'Lomos de merluza rebozados con guarnición de ensalada y limón.', price: 9.5, stock: 30, ingredients: ['Merluza', 'Harina', 'Huevo', 'Limón'], allergens: ['Pescado', 'Gluten', 'Huevos'] },
  { name: 'Pollo al ajillo', category: 2, description: 'Muslos de pollo dorados con ajo, vino blanco y perejil, con patatas panaderas.', price: 8.7, stock: 40, ingredients: ['Pollo', 'Ajo', 'Vino blanco', 'Perejil', 'Patata'], allergens: ['Sulfitos'], isHighlighted: true },
  { name: 'Albóndigas en salsa', category: 2, description: 'Albóndigas caseras de ternera y cerdo en salsa de almendras.', price: 8.9, stock: 35, ingredients: ['Ternera', 'Cerdo', 'Pan rallado', 'Huevo', 'Almendras'], allergens: ['Gluten', 'Huevos', 'Frutos de cáscara'] },
  { name: 'Secreto ibérico a la plancha', category: 2, description: 'Secreto de cerdo ibérico con pimientos de Padrón y patatas fritas.', price: 11.5, stock: 20, ingredients: ['Secreto ibérico', 'Pimientos de Padrón', 'Patata', 'Sal en escamas'], allergens: [], isRecommended: false },
  { name: 'Salmón al horno', category: 2, description: 'Salmón con costra de hierbas, verduras salteadas con salsa de soja.', price: 11.9, stock: 25, ingredients: ['Salmón', 'Calabacín', 'Zanahoria', 'Salsa de soja'], allergens: ['Pescado', 'Soja'], isSuggested: false },
  { name: 'Tortilla de patatas', category: 2, description: 'Tortilla jugosa de patata y cebolla con ensalada verde.', price: 7.2, stock: 50, ingredients: ['Patata', 'Huevo', 'Cebolla', 'Aceite de oliva'], allergens: ['Huevos'], isHighlighted: true },
  // Entrantes
  { name: 'Croquetas de jamón', category: 3, description: 'Ocho croquetas cremosas de jamón ibérico.', price: 6.5, stock: 60, ingredients: ['Jamón ibérico', 'Leche', 'Harina', 'Huevo', 'Pan rallado'], allergens: ['Gluten', 'Lácteos', 'Huevos'], isHighlighted: true },
  { name: 'Patatas bravas', category: 3, description: 'Patatas fritas con salsa brava picante y alioli.', price: 4.9, stock: 55, ingredients: ['Patata', 'Pimentón picante', 'Ajo', 'Huevo'], allergens: ['Huevos'] },
  { name: 'Calamares a la andaluza', category: 3, description: 'Anillas de calamar enharinadas y fritas con limón.', price: 7.8, stock: 30, ingredients: ['Calamar', 'Harina', 'Limón'], allergens: ['Moluscos', 'Gluten'], isAvailable: false },
  { name: 'Hummus con crudités', category: 3, description: 'Crema de garbanzos con tahini, pimentón y bastones de verdura.', price: 5.2, stock: 25, ingredients: ['Garbanzos', 'Tahini', 'Limón', 'Zanahoria', 'Apio'], allergens: ['Sésamo', 'Apio'], isRecommended: false },
  { name: 'Pimientos de Padrón', category: 3, description: 'Pimientos fritos con sal gruesa: unos pican y otros no.', price: 4.5, stock: 40, ingredients: ['Pimientos de Padrón', 'Aceite de oliva', 'Sal gruesa'], allergens: [] },
  { name: 'Ensaladilla rusa', category: 3, description: 'Patata, zanahoria, atún y mayonesa casera con aceitunas.', price: 5.4, stock: 35, ingredients: ['Patata', 'Zanahoria', 'Atún', 'Mayonesa', 'Aceitunas'], allergens: ['Huevos', 'Pescado'], isSuggested: false },
  // Postres
  { name: 'Tarta de queso', category: 4, description: 'Tarta de queso al horno, cremosa por dentro, con base de galleta.', price: 4.8, stock: 30, ingredients: ['Queso crema', 'Huevo', 'Azúcar', 'Galleta'], allergens: ['Lácteos', 'Huevos', 'Gluten'], isHighlighted: true },
  { name: 'Flan de huevo', category: 4, description: 'Flan casero con caramelo líquido.', price: 3.5, stock: 40, ingredients: ['Huevo', 'Leche', 'Azúcar'], allergens: ['Huevos', 'Lácteos'] },
  { name: 'Arroz con leche', category: 4, description: 'Arroz cremoso con leche, canela y piel de limón.', price: 3.8, stock: 35, ingredients: ['Arroz', 'Leche', 'Canela', 'Limón'], allergens: ['Lácteos'], isRecommended: false },
  { name: 'Brownie con nueces', category: 4, description: 'Bizcocho de chocolate intenso con nueces y helado de vainilla.', price: 4.9, stock: 25, ingredients: ['Chocolate', 'Nueces', 'Mantequilla', 'Huevo', 'Harina'], allergens: ['Frutos de cáscara', 'Lácteos', 'Huevos', 'Gluten'] },
  { name: 'Macedonia de frutas', category: 4, description: 'Fruta fresca de temporada troceada con zumo de naranja.', price: 3.2, stock: 30, ingredients: ['Fresa', 'Kiwi', 'Piña', 'Naranja'], allergens: [], isSuggested: false },
  { name: 'Sorbete de limón', category: 4, description: 'Sorbete refrescante de limón, sin lácteos.', price: 3.4, stock: 20, ingredients: ['Limón', 'Azúcar', 'Agua'], allergens: [] },
  // Bebidas
  { name: 'Agua mineral', category: 5, description: 'Botella de agua mineral natural de 50 cl.', price: 1.5, stock: 60, ingredients: ['Agua mineral'], allergens: [], isHighlighted: false },
  { name: 'Zumo de naranja natural', category: 5, description: 'Zumo recién exprimido de naranjas valencianas.', price: 2.9, stock: 30, ingredients: ['Naranja'], allergens: [], isHighlighted: true },
  { name: 'Refresco de cola', category: 5, description: 'Lata de refresco de cola de 33 cl.', price: 2.0, stock: 50, ingredients: ['Refresco de cola'], allergens: [], isRecommended: false },
  { name: 'Cerveza sin alcohol', category: 5, description: 'Botellín de cerveza sin alcohol bien fría.', price: 2.3, stock: 40, ingredients: ['Cerveza sin alcohol'], allergens: ['Gluten'] },
  { name: 'Copa de vino tinto', category: 5, description: 'Vino tinto joven de la D.O. Rioja.', price: 2.8, stock: 35, ingredients: ['Vino tinto'], allergens: ['Sulfitos'], isSuggested: false },
  { name: 'Café con leche', category: 5, description: 'Café de tueste natural con leche, también con bebida de soja.', price: 1.6, stock: 60, ingredients: ['Café', 'Leche'], allergens: ['Lácteos'] },
];
