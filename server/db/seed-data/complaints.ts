/** Demo complaints from customers (by e-mail); those with an answer were handled by the administrator. */
export interface SeedComplaint {
  email: string;
  daysAgo: number;
  message: string;
  answer?: string;
}

export const SEED_COMPLAINTS: SeedComplaint[] = [
  {
    email: 'carlos.lopez@correo.es',
    daysAgo: 26,
    message: 'La lasaña llegó templada y tuve que esperar diez minutos más de la hora de recogida.',
    answer: 'Sentimos la espera, Carlos. Hemos ajustado los turnos de horno a mediodía para que no vuelva a ocurrir.',
  },
  {
    email: 'maria.rodriguez@correo.es',
    daysAgo: 24,
    message: 'Me gustaría que hubiera más postres sin lácteos; ahora mismo solo puedo pedir fruta.',
    answer: 'Gracias por la sugerencia, María. Esta semana incorporamos un sorbete de limón sin lácteos.',
  },
  { email: 'javier.perez@correo.es', daysAgo: 21, message: 'El pedido no incluía el pan que venía con el menú.' },
  {
    email: 'carmen.gomez@correo.es',
    daysAgo: 19,
    message: 'La ensalada tenía nueces y en la ficha del plato no aparecía el alérgeno de frutos de cáscara.',
    answer:
      'Tiene toda la razón, Carmen. Hemos corregido la ficha del plato y revisado el resto de la carta. Disculpe las molestias.',
  },
  { email: 'laura.munoz@correo.es', daysAgo: 17, message: 'Las raciones de la paella son más pequeñas que hace un mes.' },
  {
    email: 'elena.torres@correo.es',
    daysAgo: 15,
    message: 'Muy contenta con el servicio, pero la aplicación tardó mucho en cargar los platos el lunes.',
    answer: 'Gracias, Elena. Detectamos un problema puntual en el servidor ese día y ya está resuelto.',
  },
  { email: 'pablo.dominguez@correo.es', daysAgo: 12, message: 'El zumo de naranja no era natural como indica la carta.' },
  {
    email: 'isabel.vazquez@correo.es',
    daysAgo: 10,
    message: 'No encuentro cómo ver mis pedidos anteriores desde el móvil.',
    answer: 'Hola, Isabel. Los tiene en su perfil, en el apartado «Mis pedidos». Lo haremos más visible.',
  },
  { email: 'alberto.ramirez@correo.es', daysAgo: 8, message: 'El filete estaba demasiado hecho, lo pedí al punto.' },
  {
    email: 'cristina.gil@correo.es',
    daysAgo: 6,
    message: 'Querría poder recoger el pedido un poco más tarde, a las cuatro y media.',
  },
  {
    email: 'beatriz.castillo@correo.es',
    daysAgo: 4,
    message: 'El gazpacho estaba buenísimo, pero venía sin picatostes.',
    answer: 'Gracias por avisar, Beatriz. Ya hemos recordado al equipo que los añada en cada ración.',
  },
  { email: 'raquel.prieto@correo.es', daysAgo: 3, message: 'Me cobraron dos bebidas cuando solo pedí una.' },
  { email: 'manuel.herrero@correo.es', daysAgo: 2, message: 'Faltaban cubiertos en la bolsa del pedido para llevar.' },
  {
    email: 'usuario@comedor.es',
    daysAgo: 1,
    message: 'La tarta de queso estaba espectacular. ¿Podríais tenerla también los viernes?',
  },
];
