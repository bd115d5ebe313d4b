/** The reminder before a day's cut-off (model/notifications.ts): which dates are due at an instant, and its words. */
import { describe, expect, it } from 'vitest';
import { parseCutoff } from '../../../model/cutoff';
import { datesToRemind, reminderText } from '../../../model/notifications';

const TZ = 'Europe/Madrid';
const DAY_BEFORE = parseCutoff('-1d 16:00')!;
const SAME_DAY_EARLY = parseCutoff('0d 01:00')!;

describe('datesToRemind', () => {
  it('is due in the 2 hours before the day-before cut-off, not earlier, not at it', () => {
    // Monday 10 March 2025, Madrid is UTC+1: Tuesday's orders close at 15:00Z
    expect(datesToRemind(new Date('2025-03-10T12:59:00Z'), '2025-03-10', DAY_BEFORE, TZ)).toEqual([]);
    expect(datesToRemind(new Date('2025-03-10T13:00:00Z'), '2025-03-10', DAY_BEFORE, TZ)).toEqual(['2025-03-11']);
    expect(datesToRemind(new Date('2025-03-10T14:59:00Z'), '2025-03-10', DAY_BEFORE, TZ)).toEqual(['2025-03-11']);
    expect(datesToRemind(new Date('2025-03-10T15:00:00Z'), '2025-03-10', DAY_BEFORE, TZ)).toEqual([]);
  });

  it('finds a cut-off early tomorrow from the evening before', () => {
    // 23:30 Monday in Madrid: Tuesday's orders close Tuesday at 01:00
    expect(datesToRemind(new Date('2025-03-10T22:30:00Z'), '2025-03-10', SAME_DAY_EARLY, TZ)).toEqual(['2025-03-11']);
  });
});

describe('reminderText', () => {
  it('says "mañana" and the cut-off time, in Spanish and English', () => {
    expect(reminderText('2025-03-11', '2025-03-10', DAY_BEFORE, 'es')).toEqual({
      title: '¿Pides para mañana?',
      sentence: 'Aún no has pedido para mañana; puedes hasta las 16:00',
    });
    expect(reminderText('2025-03-11', '2025-03-10', DAY_BEFORE, 'en').sentence).toBe(
      'You have not ordered for tomorrow yet; you can until 16:00',
    );
  });

  it('says when the cut-off is tomorrow, and names a later day by its weekday', () => {
    expect(reminderText('2025-03-11', '2025-03-10', SAME_DAY_EARLY, 'es').sentence).toBe(
      'Aún no has pedido para mañana; puedes hasta mañana a las 01:00',
    );
    expect(reminderText('2025-03-13', '2025-03-10', parseCutoff('-3d 16:00')!, 'es').sentence).toBe(
      'Aún no has pedido para el jueves 13/03; puedes hasta las 16:00',
    );
  });
});
