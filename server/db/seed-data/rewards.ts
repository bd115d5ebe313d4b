/**
 * Rewards: sorted by cost they form the customer levels (model/levels.ts). The drink can be redeemed again and
 * again (each time spending its cost, model/redemptions.ts); the others once.
 */
export const SEED_REWARDS = [
  {
    name: 'Café o refresco gratis',
    description: 'Una bebida de la carta a tu elección con tu próximo menú.',
    cost: 50,
    repeatable: true,
  },
  { name: 'Postre de regalo', description: 'Elige cualquier postre de la carta sin coste.', cost: 150 },
  { name: 'Entrante para compartir', description: 'Un entrante de la carta gratis para acompañar tu pedido.', cost: 300 },
  { name: 'Menú del día gratis', description: 'Primero, segundo, postre y bebida por cuenta de la casa.', cost: 500 },
  { name: 'Comida para dos', description: 'Un menú completo para ti y un acompañante, con postre y café.', cost: 800 },
];
