/**
 * A week's menus (GET day-menus, Monday to Sunday) and the active dishes that name them, with the calls that
 * change them; each change puts the server's answer in the cache, so the grid shows what was saved.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addDays } from '../../model/calendar';
import type { DayMenu } from '../../model/week-responses';
import { useComedorDataProvider } from '../../dataProvider/useComedorDataProvider';

export const planningKeys = {
  all: ['planning'] as const,
  week: (monday: string) => ['planning', 'week', monday] as const,
  dishes: ['planning', 'dishes'] as const,
  closedDays: ['planning', 'closed-days'] as const,
  byDay: (from: string, to: string) => ['planning', 'by-day', from, to] as const,
};

export function useWeekMenu(monday: string) {
  const dataProvider = useComedorDataProvider();
  const queryClient = useQueryClient();
  const week = useQuery({
    queryKey: planningKeys.week(monday),
    queryFn: () => dataProvider.getDayMenus(monday, addDays(monday, 6)),
  });
  const dishes = useQuery({
    queryKey: planningKeys.dishes,
    queryFn: () => dataProvider.getKitchenDishes(undefined),
    staleTime: 60_000,
  });

  const store = useCallback(
    (menus: DayMenu[]) => {
      queryClient.setQueryData<DayMenu[]>(planningKeys.week(monday), (old) =>
        old?.map((day) => menus.find((m) => m.date === day.date) ?? day),
      );
      // Other weeks (a copy's source or target) and the counts read again.
      void queryClient.invalidateQueries({ queryKey: planningKeys.all, predicate: (q) => q.queryKey[2] !== monday });
    },
    [monday, queryClient],
  );

  const planDay = useCallback(
    async (date: string, plan: { dishId: number; portions: number }[]) => store([await dataProvider.planDay(date, plan)]),
    [dataProvider, store],
  );
  const unplanDay = useCallback(async (date: string) => store([await dataProvider.unplanDay(date)]), [dataProvider, store]);
  const copy = useCallback(
    async (from: string, to: string, span: 'day' | 'week') => {
      store(await dataProvider.copyDayMenus(from, to, span));
      await queryClient.invalidateQueries({ queryKey: planningKeys.week(monday) });
    },
    [dataProvider, monday, queryClient, store],
  );

  return { week, dishes, planDay, unplanDay, copy };
}
