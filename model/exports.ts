/**
 * What the admin's CSV exports hold: Spanish headers, one row per record (per order line for orders, as
 * accounting needs), money in euros with two decimals, never a password or hash (users are exported from the
 * whitelisted API shape). Pure functions: the screens download `toCsv(...)` of these.
 */
import { csvMoney, type CsvCell } from './csv';
import type { Complaint, Dish, Order, User } from './entities';
import { categoryById } from './categories';
import { fromCents, toCents } from './money';

export interface CsvTable {
  headers: string[];
  rows: CsvCell[][];
}

const yesNo = (v: boolean) => (v ? 'Sí' : 'No');

/** "YYYY-MM-DD HH:MM" in the viewer's local time (the browser runs in the restaurant's time zone). */
export function csvDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function usersTable(users: readonly User[]): CsvTable {
  return {
    headers: ['Id', 'Nombre', 'Apellidos', 'Email', 'Rol', 'Puntos', 'Activo'],
    rows: users.map((u) => [u.id, u.name, u.surname, u.email, u.roleName, u.points, yesNo(u.active)]),
  };
}

export function dishesTable(dishes: readonly Dish[]): CsvTable {
  return {
    headers: ['Id', 'Nombre', 'Categoría', 'Precio (€)', 'Existencias', 'Disponible', 'Agotado', 'En la carta', 'Descripción'],
    rows: dishes.map((d) => [
      d.id,
      d.name,
      categoryById(d.category.id)?.name ?? d.category.name,
      csvMoney(d.cost),
      d.stock,
      yesNo(d.isAvailable),
      yesNo(!d.isAvailable || d.stock === 0),
      yesNo(d.isActive),
      d.description,
    ]),
  };
}

/** One row per order line: the line's total is quantity × unit price, computed in cents. */
export function orderLinesTable(orders: readonly Order[]): CsvTable {
  return {
    headers: ['Fecha', 'Hora de recogida', 'Número', 'Cliente', 'Plato', 'Cantidad', 'Precio (€)', 'Total (€)', 'Estado'],
    rows: orders.flatMap((o) =>
      o.lines.map((l) => [
        o.pickupDate,
        o.pickupHour,
        o.number,
        `${o.customer.name} ${o.customer.surname}`.trim(),
        l.name,
        l.quantity,
        csvMoney(l.price),
        csvMoney(fromCents(toCents(l.price) * l.quantity)),
        o.status === 'pending' ? 'Pendiente' : 'Terminado',
      ]),
    ),
  };
}

export function complaintsTable(complaints: readonly Complaint[]): CsvTable {
  return {
    headers: ['Id', 'Fecha', 'Remitente', 'Email', 'Mensaje', 'Respondida', 'Respuesta', 'Respondida el', 'Respondida por'],
    rows: complaints.map((c) => [
      c.id,
      csvDateTime(c.dateSend),
      `${c.sender.name} ${c.sender.surname}`.trim(),
      c.sender.email,
      c.message,
      yesNo(Boolean(c.answer)),
      c.answer ?? '',
      csvDateTime(c.answeredAt),
      c.answeredBy ? `${c.answeredBy.name} ${c.answeredBy.surname}`.trim() : '',
    ]),
  };
}
