// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order, User } from '../../../model/entities';
import { orderLinesTable, usersTable } from '../../../model/exports';
import { readImportHeader } from '../../../model/user-import';
import { exportWords } from '../../../src/common/csvExporter';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

describe('CSV exports', () => {
  it('exports users with headers in the chosen language, readable by the import, and never anything secret', async () => {
    const user = {
      id: 4,
      name: 'Ana',
      surname: 'Gil',
      email: 'ana@x.es',
      image: null,
      points: 12,
      active: false,
      roleName: 'Usuario',
      role: { id: 2, name: 'Usuario' },
      passwordHash: 'argon',
    } as User;
    await i18nProvider.changeLocale('es');
    const t = usersTable([user], exportWords);
    expect(t.headers).toEqual(['Id', 'Nombre', 'Apellidos', 'Email', 'Rol', 'Puntos', 'Activo']);
    expect(t.rows).toEqual([[4, 'Ana', 'Gil', 'ana@x.es', 'Usuario', 12, 'No']]);
    await i18nProvider.changeLocale('en');
    const en = usersTable([{ ...user, active: true }], exportWords);
    expect(en.headers).toEqual(['Id', 'Name', 'Surname', 'Email', 'Role', 'Points', 'Active']);
    expect(en.rows).toEqual([[4, 'Ana', 'Gil', 'ana@x.es', 'Usuario', 12, 'Yes']]);
    expect(readImportHeader(en.headers)).toEqual({ columns: ['ignore', 'name', 'surname', 'email', 'role', 'points', 'active'] });
    await i18nProvider.changeLocale('es');
  });

  it('exports one row per order line with the date, number, customer, dish, quantity, price and line total', async () => {
    const order = {
      id: 1,
      number: 17,
      pickupHour: '13:15',
      pickupDate: '2026-11-20',
      status: 'finished',
      total: 15.05,
      createdAt: '',
      finishedAt: null,
      customer: { id: 3, name: 'Luis', surname: 'Pérez', allergens: [] },
      lines: [
        { dishId: 1, name: 'Sopa', category: { id: 1, name: 'Primeros' }, quantity: 3, price: 4.35 },
        { dishId: 2, name: 'Flan', category: { id: 4, name: 'Postres' }, quantity: 1, price: 2 },
      ],
    } as Order;
    const es = orderLinesTable([order], exportWords);
    expect(es.headers.slice(0, 2)).toEqual(['Fecha de recogida', 'Hora de recogida']);
    expect(es.rows).toEqual([
      ['2026-11-20', '13:15', 17, 'Luis Pérez', 'Sopa', 3, '4,35', '13,05', 'Terminado'],
      ['2026-11-20', '13:15', 17, 'Luis Pérez', 'Flan', 1, '2,00', '2,00', 'Terminado'],
    ]);
    await i18nProvider.changeLocale('en');
    const en = orderLinesTable([order], exportWords);
    expect(en.headers).toEqual([
      'Pick-up date',
      'Pick-up time',
      'Number',
      'Customer',
      'Dish',
      'Quantity',
      'Price (€)',
      'Total (€)',
      'Status',
    ]);
    expect(en.rows[0][8]).toBe('Finished');
    await i18nProvider.changeLocale('es');
  });

  it('exports a booking for a coming day under its pick-up date, and a cancelled one as cancelled', async () => {
    const booked = {
      id: 8,
      number: 8,
      pickupHour: '14:00',
      pickupDate: '2026-12-03',
      status: 'cancelled',
      total: 5,
      createdAt: '2026-11-27T09:00:00.000Z',
      finishedAt: null,
      customer: { id: 3, name: 'Ana', surname: 'Gil', allergens: [] },
      lines: [{ dishId: 1, name: 'Sopa', category: { id: 1, name: 'Primeros' }, quantity: 2, price: 2.5 }],
    } as Order;
    await i18nProvider.changeLocale('es');
    expect(orderLinesTable([booked], exportWords).rows).toEqual([
      ['2026-12-03', '14:00', 8, 'Ana Gil', 'Sopa', 2, '2,50', '5,00', 'Anulado'],
    ]);
    await i18nProvider.changeLocale('en');
    expect(orderLinesTable([booked], exportWords).rows[0][8]).toBe('Cancelled');
    await i18nProvider.changeLocale('es');
  });
});
