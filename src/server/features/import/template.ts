import ExcelJS from 'exceljs';
import { IMPORT_KINDS, IMPORT_SHEETS, type ImportKind } from '../../../shared/domain/import-sheets';
import type { LocaleTag } from '../../../shared/domain/locales';

/** The day the examples are scheduled on when the games have no dates yet. */
const FALLBACK_DAY = '2026-07-14';

/**
 * The example rows: a small games of its own that the file defines whole (a delegation, a
 * venue, an individual and a relay event, four athletes, a relay team and its roster, a heat of three, its
 * final and the relay final). Every code holds EXAMPLE or EX (the delegation EXA is no NOC's
 * code), which no results feed, demo games or NOC list uses, so the file imports unchanged into
 * any games (only the discipline, swimming, must exist) and creates its own rows without
 * touching others.
 * The heat leaves its location empty (the venue's name is shown); the finals name theirs.
 */
function examples(day: string): Record<ImportKind, string[][]> {
  const heat = ['EX01', 'EX02', 'EX03'].join(' ');
  const unit = (
    event: string,
    phase: string,
    phaseName: string,
    name: string,
    start: string,
    end: string,
  ) => [event, phase, phaseName, '0001', name, day, start, end];
  return {
    delegations: [['EXA', 'Example delegation']],
    venues: [
      [
        'EXAMPLE',
        'Example Aquatics Centre',
        'Baku',
        '40.39',
        '49.85',
        'Centro Acuático de ejemplo',
        'Centro Aquático de exemplo',
        'Nümunə Su İdmanı Mərkəzi',
      ],
    ],
    events: [
      ['SWMWEXAMPLE', 'SWM', 'W', "Women's 100m Freestyle (example)", 'no', 'yes'],
      ['SWMWEXAMPLERELAY', 'SWM', 'W', "Women's 4x100m Freestyle Relay (example)", 'yes', 'yes'],
    ],
    athletes: [
      ['EX01', 'Aysel', 'Məmmədova', 'W', '2011-03-02', 'EXA', 'SWM', 'SWMWEXAMPLE SWMWEXAMPLERELAY'],
      ['EX02', 'Ana', 'Souza', 'W', '2010-11-20', 'EXA', 'SWM', 'SWMWEXAMPLE SWMWEXAMPLERELAY'],
      ['EX03', 'Inês', 'Costa', 'W', '2011-06-15', 'EXA', 'SWM', 'SWMWEXAMPLE SWMWEXAMPLERELAY'],
      ['EX04', 'Lucía', 'García', 'W', '2010-09-08', 'EXA', 'SWM', 'SWMWEXAMPLERELAY'],
    ],
    teams: [['EXAMPLE-RELAY', 'SWMWEXAMPLERELAY', 'EXA', 'Example delegation', 'EX01 EX02 EX03 EX04']],
    // The relay's four swimmers in their order, all of them starting (a relay has no positions).
    rosters: [
      ['EXAMPLE-RELAY', 'EX01', '1', '', 'yes'],
      ['EXAMPLE-RELAY', 'EX02', '2', '', 'yes'],
      ['EXAMPLE-RELAY', 'EX03', '3', '', 'yes'],
      ['EXAMPLE-RELAY', 'EX04', '4', '', 'yes'],
    ],
    schedule: [
      [...unit('SWMWEXAMPLE', 'HEAT', 'Heats', 'Heat 1', '10:00', '10:10'), 'EXAMPLE', '', 'no', heat],
      [
        ...unit('SWMWEXAMPLE', 'FNL', 'Final', 'Final', '18:00', '18:10'),
        'EXAMPLE',
        'Main pool',
        'yes',
        heat,
      ],
      [
        ...unit('SWMWEXAMPLERELAY', 'FNL', 'Final', 'Final', '18:30', '18:40'),
        'EXAMPLE',
        'Main pool',
        'yes',
        'EXAMPLE-RELAY',
      ],
    ],
  };
}

/**
 * The import template in one language: a sheet per kind, headers in that language, example rows
 * scheduled on `day` (the games' first day, so they fall within the games).
 */
export async function templateWorkbook(locale: LocaleTag, day = FALLBACK_DAY): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const rows = examples(day);
  for (const kind of IMPORT_KINDS) {
    const def = IMPORT_SHEETS[kind];
    const ws = workbook.addWorksheet(def.labels[locale]);
    ws.addRow(def.columns.map((c) => c.labels[locale]));
    ws.getRow(1).font = { bold: true };
    for (const row of rows[kind]) ws.addRow(row);
    ws.columns.forEach((c, i) => {
      c.width = Math.max(12, (def.columns[i]?.labels[locale].length ?? 10) + 2);
      // Codes, dates and times stay text, so a spreadsheet program does not reformat them.
      c.numFmt = '@';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
