import { describe, expect, it } from 'vitest';
import type { Order, User } from '../../../model/entities';
import { orderLinesTable, usersTable } from '../../../model/exports';

describe('CSV exports', () => {
  it('exports users with Spanish headers and never anything secret', () => {
    const user = { id: 4, name: 'Ana', surname: 'Gil', email: 'ana@x.es', image: null, points: 12, active: false, roleName: 'Usuario', role: { id: 2, name: 'Usuario' }, passwordHash: 'argon' } as User;
    const t = usersTable([user]);
    expect(t.headers).toEqual(['Id', 'Nombre', 'Apellidos', 'Email', 'Rol', 'Puntos', 'Activo']);
    expect(t.rows).toEqual([[4, 'Ana', 'Gil', 'ana@x.es', 'Usuario', 12, 'No']]);
  });

  it('exports one row per order line with the date, number, customer, dish, quantity, price and line total', () => {
    const order = {
      id: 1, number: 17, pickupHour: '13:15', pickupDate: '2026-11-20', status: 'finished', total: 15.05,
      createdAt: '', finishedAt: null, customer: { id: 3, name: 'Luis', surname: 'Pérez', allergens: [] },
      lines: [
        { dishId: 1, name: 'Sopa', category: { id: 1, name: 'Primeros' }, quantity: 3, price: 4.35 },
        { dishId: 2, name: 'Flan', category: { id: 4, name: 'Postres' }, quantity: 1, price: 2 },
      ],
    } as Order;
    expect(orderLinesTable([order]).rows).toEqual([
      ['2026-11-20', '13:15', 17, 'Luis Pérez', 'Sopa', 3, '4,35', '13,05', 'Terminado'],
      ['2026-11-20', '13:15', 17, 'Luis Pérez', 'Flan', 1, '2,00', '2,00', 'Terminado'],
    ]);
  });
});
