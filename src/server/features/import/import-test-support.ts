import ExcelJS from 'exceljs';
import type { DemoGames } from '../../demo-data';
import { tinyGames } from '../../test/test-games';
import { englishHeader } from '../../../shared/domain/import-sheets';

/**
 * Test support for the spreadsheet import: the tiny games with athletics added (a discipline
 * without events, for the import to fill), and a small games as a workbook's sheets.
 */
export function importBaseGames(): DemoGames {
  const games = tinyGames();
  games.venues.push({ code: 'STA', name: 'Stadium', city: 'Baku', latitude: 40.43, longitude: 49.92 });
  games.disciplines.push({
    code: 'ATH',
    names: { en: 'Athletics', es: 'Atletismo', pt: 'Atletismo', az: 'Yüngül atletika' },
    coordinatorName: 'A. Coordinator',
    coordinatorContact: 'ath@example.org',
    venueCode: 'STA',
  });
  return games;
}

export type SheetRows = Record<string, string[][]>;

/** A small games: two new delegations, athletics events, eight athletes, a relay team, four units. */
export function smallGames(): SheetRows {
  return {
    Delegations: [
      englishHeader('delegations'),
      ['AZE', 'Azerbaijan'],
      ['GEO', 'Georgia'],
      ['KAZ', 'Kazakhstan'],
    ],
    Venues: [
      englishHeader('venues', 5), // without the names in other languages
      ['STA', 'Stadium', 'Baku', '40.43', '49.92'],
      ['ARN', 'Sports Arena', 'Baku', '40.41', '49.87'],
    ],
    Events: [
      englishHeader('events', 6), // without the names in other languages
      ['ATHM100M', 'ATH', 'M', "Men's 100m", 'no', 'yes'],
      ['ATHW4X100M', 'ATH', 'W', "Women's 4x100m Relay", 'yes', 'yes'],
    ],
    Athletes: [
      englishHeader('athletes', 8), // without the photo consent
      ['G101', 'Giorgi', 'Beridze', 'M', '2010-05-01', 'GEO', 'ATH', 'ATHM100M'],
      ['G102', 'Levan', 'Kapanadze', 'M', '2010-08-12', 'GEO', 'ATH', 'ATHM100M'],
      ['K201', 'Arman', 'Nurlanov', 'M', '2010-01-20', 'KAZ', 'ATH', 'ATHM100M'],
      ['A301', 'Murad', 'Əliyev', 'M', '2011-02-11', 'AZE', 'ATH', 'ATHM100M'],
      ['G111', 'Nino', 'Lomidze', 'W', '2010-03-03', 'GEO', 'ATH', 'ATHW4X100M'],
      ['G112', 'Mariam', 'Gelashvili', 'W', '2010-04-04', 'GEO', 'ATH', 'ATHW4X100M'],
      ['G113', 'Ana', 'Tsiklauri', 'W', '2010-06-06', 'GEO', 'ATH', 'ATHW4X100M'],
      ['G114', 'Tamar', 'Kvaratskhelia', 'W', '2010-07-07', 'GEO', 'ATH', 'ATHW4X100M'],
    ],
    Teams: [
      englishHeader('teams'),
      ['GEO-ATHW4X100M', 'ATHW4X100M', 'GEO', 'Georgia', 'G111 G112 G113 G114'],
    ],
    Schedule: [
      englishHeader('schedule'),
      [
        'ATHM100M',
        'HEAT',
        'Heats',
        '0001',
        'Heat 1',
        '2026-07-15',
        '10:00',
        '10:10',
        'STA',
        'STA-TRACK',
        'no',
        'G101 K201',
      ],
      [
        'ATHM100M',
        'HEAT',
        'Heats',
        '0002',
        'Heat 2',
        '2026-07-15',
        '10:15',
        '10:25',
        'STA',
        'STA-TRACK',
        'no',
        'G102 A301',
      ],
      [
        'ATHM100M',
        'FNL',
        'Final',
        '0001',
        'Final',
        '2026-07-16',
        '18:00',
        '18:10',
        'STA',
        'STA-TRACK',
        'yes',
        'G101 G102 K201 A301',
      ],
      [
        'ATHW4X100M',
        'FNL',
        'Final',
        '0001',
        'Final',
        '2026-07-16',
        '18:30',
        '18:40',
        'STA',
        'STA-TRACK',
        'yes',
        'GEO-ATHW4X100M',
      ],
    ],
  };
}

export async function workbook(sheets: SheetRows): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The RSC of a unit the small games schedule. */
export const unitCode = (event: string, phase: string, unit: string) =>
  event.padEnd(22, '-') + phase.padEnd(4, '-') + unit.padEnd(8, '-');
