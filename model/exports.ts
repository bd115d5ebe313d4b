/**
 * What the admin's CSV exports hold: headers in the screen's language, one row per record (per order line for
 * orders, as accounting needs), money in euros with two decimals, never a password or hash (users are exported
 * from the whitelisted API shape). Pure functions: the words (headers, yes/no, order states) are codes that
 * the caller's `words` translates (`data.export.<code>`); the screens download `toCsv(...)` of these.
 */
import { csvMoney, type CsvCell } from './csv';
import type { Complaint, Dish, Order, User } from './entities';
import { categoryById } from './categories';
import { fromCents, toCents } from './money';

export interface CsvTable {
  headers: string[];
  rows: CsvCell[][];
}

export type ExportColumn =
  | 'id'
  | 'name'
  | 'surname'
  | 'email'
  | 'role'
  | 'points'
  | 'active'
  | 'category'
  | 'price'
  | 'stock'
  | 'available'
  | 'sold_out'
  | 'on_menu'
  | 'description'
  | 'date'
  | 'pickup_date'
  | 'pickup_hour'
  | 'number'
  | 'customer'
  | 'dish'
  | 'quantity'
  | 'total'
  | 'status'
  | 'sender'
  | 'message'
  | 'answered'
  | 'answer'
  | 'answered_at'
  | 'answered_by';

/** A word of an export: a column header, yes/no, or an order's state. */
export type ExportWord =
  `column.${ExportColumn}` | 'yes' | 'no' | 'status.pending' | 'status.finished' | 'status.cancelled' | 'deleted_customer';
/** Translates a word into the export's language. */
export type ExportWords = (word: ExportWord) => string;

const headersOf = (words: ExportWords, columns: readonly ExportColumn[]) => columns.map((c) => words(`column.${c}`));
const yesNoOf = (words: ExportWords) => (v: boolean) => words(v ? 'yes' : 'no');

/** "YYYY-MM-DD HH:MM" in the viewer's local time (the browser runs in the restaurant's time zone). */
export function csvDateTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The users export; in either language its headers and yes/no are ones POST users/import reads back. */
export function usersTable(users: readonly User[], words: ExportWords): CsvTable {
  const yn = yesNoOf(words);
  return {
    headers: headersOf(words, ['id', 'name', 'surname', 'email', 'role', 'points', 'active']),
    rows: users.map((u) => [u.id, u.name, u.surname, u.email, u.roleName, u.points, yn(u.active)]),
  };
}

export function dishesTable(dishes: readonly Dish[], words: ExportWords): CsvTable {
  const yesNo = yesNoOf(words);
  return {
    headers: headersOf(words, ['id', 'name', 'category', 'price', 'stock', 'available', 'sold_out', 'on_menu', 'description']),
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

/**
 * One row per order line, led by the order's pick-up date and hour (the day it is collected, not the day it was
 * placed); the line's total is quantity × unit price, computed in cents.
 */
export function orderLinesTable(orders: readonly Order[], words: ExportWords): CsvTable {
  return {
    headers: headersOf(words, [
      'pickup_date',
      'pickup_hour',
      'number',
      'customer',
      'dish',
      'quantity',
      'price',
      'total',
      'status',
    ]),
    rows: orders.flatMap((o) =>
      o.lines.map((l) => [
        o.pickupDate,
        o.pickupHour,
        o.number,
        o.customer ? `${o.customer.name} ${o.customer.surname}`.trim() : words('deleted_customer'),
        l.name,
        l.quantity,
        csvMoney(l.price),
        csvMoney(fromCents(toCents(l.price) * l.quantity)),
        words(o.status === 'pending' ? 'status.pending' : o.status === 'cancelled' ? 'status.cancelled' : 'status.finished'),
      ]),
    ),
  };
}

export function complaintsTable(complaints: readonly Complaint[], words: ExportWords): CsvTable {
  const yesNo = yesNoOf(words);
  return {
    headers: headersOf(words, ['id', 'date', 'sender', 'email', 'message', 'answered', 'answer', 'answered_at', 'answered_by']),
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
