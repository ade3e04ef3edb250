import ExcelJS from 'exceljs';
import { IMPORT_KINDS, IMPORT_SHEETS, type ImportKind } from '../../../shared/domain/import-sheets';
import type { LocaleTag } from '../../../shared/domain/locales';

/** One example row per sheet, so the expected formats are visible (the import accepts them as they are). */
const EXAMPLES: Record<ImportKind, string[]> = {
  delegations: ['AZE', 'Azerbaijan'],
  venues: ['AQC', 'Aquatics Centre', 'Baku', '40.39', '49.85'],
  events: ['SWMW100MFR', 'SWM', 'W', "Women's 100m Freestyle", 'no', 'yes'],
  athletes: ['AZE001', 'Aysel', 'Məmmədova', 'W', '2011-03-02', 'AZE', 'SWM', 'SWMW100MFR'],
  teams: ['AZE-BKB-W', 'BKBW3X3', 'AZE', 'Azerbaijan', 'AZE101 AZE102 AZE103'],
  schedule: [
    'SWMW100MFR',
    'FNL',
    'Final',
    '0001',
    'Final',
    '2026-07-14',
    '18:00',
    '18:10',
    'AQC',
    'AQC-POOL',
    'yes',
    'AZE001',
  ],
};

/** The import template in one language: a sheet per kind, headers in that language, one example row. */
export async function templateWorkbook(locale: LocaleTag): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const kind of IMPORT_KINDS) {
    const def = IMPORT_SHEETS[kind];
    const ws = workbook.addWorksheet(def.labels[locale]);
    ws.addRow(def.columns.map((c) => c.labels[locale]));
    ws.getRow(1).font = { bold: true };
    ws.addRow(EXAMPLES[kind]);
    ws.columns.forEach((c, i) => {
      c.width = Math.max(12, def.columns[i]!.labels[locale].length + 2);
      // Codes, dates and times stay text, so a spreadsheet program does not reformat them.
      c.numFmt = '@';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
