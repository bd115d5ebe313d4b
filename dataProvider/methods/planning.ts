/** The week's planning (issue 26): day menus, copies, closed days, rest weekdays and bookings per day. */
import type { OrdersByDay } from '../../model/day-menu';
import type { ProductionSheet } from '../../model/production-sheet';
import type { ClosedDay, DayMenu } from '../../model/week-responses';
import { apiFetch } from '../http/httpClient';

export interface PlanningMethods {
  getDayMenus(from: string, to: string): Promise<DayMenu[]>;
  planDay(date: string, dishes: { dishId: number; portions: number }[]): Promise<DayMenu>;
  unplanDay(date: string): Promise<DayMenu>;
  copyDayMenus(from: string, to: string, span: 'day' | 'week'): Promise<DayMenu[]>;
  getClosedDays(): Promise<ClosedDay[]>;
  addClosedDay(date: string, reason: string): Promise<ClosedDay>;
  removeClosedDay(date: string): Promise<void>;
  /** PUT settings: the weekly rest days (ISO weekdays) */
  setRestWeekdays(restWeekdays: number[]): Promise<{ restWeekdays?: number[] }>;
  getOrdersByDay(from: string, to: string): Promise<OrdersByDay[]>;
  /** GET kitchen/production-sheet (issue 27): the whole sheet of a date; the screen groups it by station */
  getProductionSheet(date: string): Promise<ProductionSheet>;
}

export const planningMethods: PlanningMethods = {
  async getDayMenus(from, to) {
    return (await apiFetch<DayMenu[]>('day-menus', { query: { from, to } })).json;
  },
  async planDay(date, dishes) {
    return (await apiFetch<DayMenu>(`day-menus/${date}`, { method: 'PUT', body: { dishes } })).json;
  },
  async unplanDay(date) {
    return (await apiFetch<DayMenu>(`day-menus/${date}`, { method: 'DELETE' })).json;
  },
  async copyDayMenus(from, to, span) {
    return (await apiFetch<DayMenu[]>('day-menus/copy', { method: 'POST', body: { from, to, span } })).json;
  },
  async getClosedDays() {
    return (await apiFetch<ClosedDay[]>('closed-days')).json;
  },
  async addClosedDay(date, reason) {
    return (await apiFetch<ClosedDay>('closed-days', { method: 'POST', body: { date, reason } })).json;
  },
  async removeClosedDay(date) {
    await apiFetch(`closed-days/${date}`, { method: 'DELETE' });
  },
  async setRestWeekdays(restWeekdays) {
    return (await apiFetch<{ restWeekdays?: number[] }>('settings', { method: 'PUT', body: { restWeekdays } })).json;
  },
  async getOrdersByDay(from, to) {
    return (await apiFetch<OrdersByDay[]>('orders/by-day', { query: { from, to } })).json;
  },
  async getProductionSheet(date) {
    return (await apiFetch<ProductionSheet>('kitchen/production-sheet', { query: { date } })).json;
  },
};
