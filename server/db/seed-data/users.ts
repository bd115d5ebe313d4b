/**
 * Demo accounts: the three documented ones first, then staff and customers with Spanish names, and last the
 * counter's display-only account (documented too; last so every other account keeps its id).
 */
import type { RoleName } from '../../../model/roles';
import type { AllergenName } from './allergens';

export interface SeedUser {
  name: string;
  surname: string;
  email: string;
  role: RoleName;
  active?: boolean;
  /** points earned before the four weeks of seeded orders */
  bonus?: number;
  allergies?: AllergenName[];
}

export const DEMO_PASSWORD = 'comedor123';

/** The accounts the server names when it loads the demo data (the README's table), with what each is for. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@comedor.es', role: 'Administrador' },
  { email: 'encargado@comedor.es', role: 'Encargado, cocina' },
  { email: 'usuario@comedor.es', role: 'Usuario, cliente' },
  { email: 'pantalla@comedor.es', role: 'Pantalla de recogida del mostrador' },
] as const;

export const SEED_USERS: SeedUser[] = [
  { name: 'Ana', surname: 'García Robles', email: 'admin@comedor.es', role: 'Administrador' },
  { name: 'Jorge', surname: 'Martín Cano', email: 'encargado@comedor.es', role: 'Encargado' },
  { name: 'Lucía', surname: 'Fernández Soto', email: 'usuario@comedor.es', role: 'Usuario', bonus: 60 },
  { name: 'Pilar', surname: 'Navarro Gil', email: 'pilar.navarro@comedor.es', role: 'Administrador' },
  { name: 'Ramón', surname: 'Iglesias Peña', email: 'ramon.iglesias@comedor.es', role: 'Administrador' },
  { name: 'Marta', surname: 'Sánchez Vidal', email: 'marta.sanchez@comedor.es', role: 'Encargado' },
  { name: 'Andrés', surname: 'Romero Pastor', email: 'andres.romero@comedor.es', role: 'Encargado' },
  { name: 'Nuria', surname: 'Ortega Blanco', email: 'nuria.ortega@comedor.es', role: 'Encargado', active: false },
  {
    name: 'Carlos',
    surname: 'López Moreno',
    email: 'carlos.lopez@correo.es',
    role: 'Usuario',
    bonus: 520,
    allergies: ['Gluten'],
  },
  {
    name: 'María',
    surname: 'Rodríguez Díaz',
    email: 'maria.rodriguez@correo.es',
    role: 'Usuario',
    bonus: 310,
    allergies: ['Lácteos', 'Huevos'],
  },
  { name: 'Javier', surname: 'Pérez Ruiz', email: 'javier.perez@correo.es', role: 'Usuario', bonus: 140 },
  {
    name: 'Carmen',
    surname: 'Gómez Herrera',
    email: 'carmen.gomez@correo.es',
    role: 'Usuario',
    bonus: 800,
    allergies: ['Frutos de cáscara'],
  },
  { name: 'David', surname: 'Jiménez Castro', email: 'david.jimenez@correo.es', role: 'Usuario', bonus: 20 },
  {
    name: 'Laura',
    surname: 'Muñoz Ortiz',
    email: 'laura.munoz@correo.es',
    role: 'Usuario',
    bonus: 95,
    allergies: ['Crustáceos', 'Moluscos'],
  },
  { name: 'Sergio', surname: 'Álvarez Rubio', email: 'sergio.alvarez@correo.es', role: 'Usuario', bonus: 0 },
  {
    name: 'Elena',
    surname: 'Torres Molina',
    email: 'elena.torres@correo.es',
    role: 'Usuario',
    bonus: 230,
    allergies: ['Pescado'],
  },
  { name: 'Pablo', surname: 'Domínguez Serrano', email: 'pablo.dominguez@correo.es', role: 'Usuario', bonus: 410 },
  {
    name: 'Isabel',
    surname: 'Vázquez Ramos',
    email: 'isabel.vazquez@correo.es',
    role: 'Usuario',
    bonus: 50,
    allergies: ['Soja', 'Sésamo'],
  },
  { name: 'Alberto', surname: 'Ramírez Flores', email: 'alberto.ramirez@correo.es', role: 'Usuario', bonus: 175 },
  {
    name: 'Cristina',
    surname: 'Gil Medina',
    email: 'cristina.gil@correo.es',
    role: 'Usuario',
    bonus: 660,
    allergies: ['Sulfitos'],
  },
  { name: 'Miguel', surname: 'Santos Cortés', email: 'miguel.santos@correo.es', role: 'Usuario', bonus: 35 },
  {
    name: 'Beatriz',
    surname: 'Castillo Garrido',
    email: 'beatriz.castillo@correo.es',
    role: 'Usuario',
    bonus: 280,
    allergies: ['Mostaza', 'Apio'],
  },
  {
    name: 'Francisco',
    surname: 'Morales Delgado',
    email: 'francisco.morales@correo.es',
    role: 'Usuario',
    bonus: 120,
    active: false,
  },
  {
    name: 'Raquel',
    surname: 'Prieto Lozano',
    email: 'raquel.prieto@correo.es',
    role: 'Usuario',
    bonus: 450,
    allergies: ['Cacahuetes'],
  },
  { name: 'Antonio', surname: 'Marín Cabrera', email: 'antonio.marin@correo.es', role: 'Usuario', bonus: 90 },
  { name: 'Sara', surname: 'Campos Vega', email: 'sara.campos@correo.es', role: 'Usuario', bonus: 15, allergies: ['Altramuces'] },
  { name: 'Manuel', surname: 'Herrero Calvo', email: 'manuel.herrero@correo.es', role: 'Usuario', bonus: 360 },
  {
    name: 'Rocío',
    surname: 'Fuentes Aguilar',
    email: 'rocio.fuentes@correo.es',
    role: 'Usuario',
    bonus: 205,
    allergies: ['Gluten', 'Lácteos'],
  },
  { name: 'Diego', surname: 'Cruz Reyes', email: 'diego.cruz@correo.es', role: 'Usuario', bonus: 70 },
  { name: 'Paula', surname: 'Méndez Nieto', email: 'paula.mendez@correo.es', role: 'Usuario', bonus: 590, allergies: ['Huevos'] },
  { name: 'Hugo', surname: 'León Santana', email: 'hugo.leon@correo.es', role: 'Usuario', bonus: 10 },
  { name: 'Pantalla', surname: 'Mostrador', email: 'pantalla@comedor.es', role: 'Pantalla' },
];
