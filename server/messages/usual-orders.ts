/** Codes of "Mi pedido habitual" (GET/POST usual-orders, DELETE usual-orders/{id}; issue 26 point 6). */
export const USUAL_ORDER_MESSAGES = {
  usual_order_not_found: 'Ese pedido habitual no existe.',
  usual_day_booked: 'Tu pedido habitual ya tiene un pedido el %{date}.',
} as const;
