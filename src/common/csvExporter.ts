/**
 * A react-admin `exporter` that downloads a model/exports table as CSV (`;`, BOM), its headers, yes/no, order
 * states and file name in the language chosen (`data.export.*`, through the app's i18nProvider).
 */
import { downloadCSV, type Exporter } from 'react-admin';
import { toCsv } from '../../model/csv';
import type { CsvTable, ExportWords } from '../../model/exports';
import { i18nProvider } from '../i18n/i18nProvider';
// translated outside React: its words (data.export.*) must be there whoever calls it first
import '../i18n/adminCatalog';

export type ExportFile = 'users' | 'dishes' | 'orders' | 'complaints';

/** The export's words in the language chosen now. */
export const exportWords: ExportWords = (word) => i18nProvider.translate(`data.export.${word}`);

export function csvExporter<T>(table: (records: T[], words: ExportWords) => CsvTable, file: ExportFile): Exporter {
  return (records) => {
    const { headers, rows } = table(records as T[], exportWords);
    const today = new Date().toISOString().slice(0, 10);
    downloadCSV(toCsv(headers, rows), `${i18nProvider.translate(`data.export.file.${file}`)}-${today}`);
  };
}
