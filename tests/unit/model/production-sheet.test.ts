// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productionSheetCsv, sheetTotals, signed, type ProductionSheet } from '../../../model/production-sheet';

const sheet: ProductionSheet = {
  date: '2025-03-12',
  stationId: null,
  open: true,
  cutoffAt: '2025-03-11T15:00:00.000Z',
  frozenAt: '2025-03-11T15:00:00.000Z',
  hours: ['13:00', '14:00'],
  dishes: [
    {
      dishId: 1,
      name: 'Cocido',
      categoryId: 2,
      allergens: ['Apio', 'Gluten'],
      booked: 5,
      expected: 3,
      margin: 1,
      suggested: 9,
      forecastDays: 6,
      ordered: 7,
      sinceCutoff: 2,
      byHour: [3, 4],
    },
    {
      dishId: 2,
      name: 'Flan',
      categoryId: 4,
      allergens: [],
      booked: 4,
      expected: 0,
      margin: 0,
      suggested: 4,
      forecastDays: 0,
      ordered: 3,
      sinceCutoff: -1,
      byHour: [3, 0],
    },
  ],
};

describe('production sheet figures', () => {
  it('adds up the dishes, the changes since the cut-off included', () => {
    expect(sheetTotals(sheet.dishes)).toEqual({ booked: 9, expected: 3, margin: 1, suggested: 13, ordered: 10, sinceCutoff: 1 });
    expect(sheetTotals([]).sinceCutoff).toBeNull();
  });

  it('writes a change with its sign, a true minus included', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(-1)).toBe('−1');
    expect(signed(0)).toBe('0');
  });

  it('exports the figures of the screen, one column per pick-up hour', () => {
    const csv = productionSheetCsv(sheet, {
      dish: 'Plato',
      allergens: 'Alérgenos',
      booked: 'Reservadas',
      expected: 'Sin reserva previstas',
      margin: 'Margen',
      suggested: 'A preparar',
      ordered: 'Pedidas ahora',
      sinceCutoff: 'Desde el cierre',
    });
    expect(csv.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Plato;Alérgenos;Reservadas;Sin reserva previstas;Margen;A preparar;Pedidas ahora;Desde el cierre;13:00;14:00',
      'Cocido;"Apio, Gluten";5;3;1;9;7;2;3;4',
      'Flan;;4;0;0;4;3;-1;3;0',
      '',
    ]);
  });
});
