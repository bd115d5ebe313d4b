/** A react-admin `exporter` that downloads a model/exports table as CSV (Spanish headers, `;`, BOM). */
import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../../model/csv';
import type { CsvTable } from '../../model/exports';

export function csvExporter<T>(table: (records: T[]) => CsvTable, filename: string): Exporter {
  return (records) => {
    const { headers, rows } = table(records as T[]);
    const today = new Date().toISOString().slice(0, 10);
    downloadCSV(toCsv(headers, rows), `${filename}-${today}`);
  };
}
