// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvMoney, detectSeparator, parseCsv, toCsv } from '../../../model/csv';

describe('CSV writer', () => {
  it('writes a BOM, a header, ;-separated rows and CRLF line ends, quoting what needs it', () => {
    const csv = toCsv(
      ['Nombre', 'Nota'],
      [
        ['Ana', 'dice "hola"; adiós'],
        ['Luis', null],
      ],
    );
    expect(csv).toBe('\uFEFFNombre;Nota\r\nAna;"dice ""hola""; adiós"\r\nLuis;\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, but not negative numbers', () => {
    expect(toCsv(['a'], [['=SUM(A1)'], ['-3'], ['@x']])).toBe("\uFEFFa\r\n'=SUM(A1)\r\n-3\r\n'@x\r\n");
  });

  it('writes money with two decimals and a decimal comma', () => {
    expect(csvMoney(12.5)).toBe('12,50');
    expect(csvMoney(0)).toBe('0,00');
    expect(csvMoney(7.25)).toBe('7,25');
  });

  it('reads back what it writes', () => {
    const rows = [
      ['Nombre', 'Nota'],
      ['Ana', 'línea 1\nlínea 2; "citada"'],
      ['Luis', ''],
    ];
    expect(parseCsv(toCsv(rows[0], rows.slice(1)))).toEqual(rows);
  });
});

describe('CSV reader', () => {
  it('detects ; or , from the header line', () => {
    expect(detectSeparator('nombre;apellidos;email')).toBe(';');
    expect(detectSeparator('name,surname,email')).toBe(',');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
  });

  it('reads comma files with and without a BOM and LF or CRLF', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps quoted separators and doubled quotes inside a cell', () => {
    expect(parseCsv('a;b\n"x;y";"di ""sí"""\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'di "sí"'],
    ]);
  });
});
