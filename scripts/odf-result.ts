/** A competitor as a start list names it. */
export interface FieldEntry {
  code: string;
  type: string;
  delegation: string;
}

/**
 * A DT_RESULT message ranking `ranked` in the given order, as a results system sends it:
 * what the benchmarks, the drills and the e2e tests post to POST /api/ingest/odf.
 */
export function odfResult(opts: {
  code: string;
  version: number;
  status: string;
  ranked: FieldEntry[];
  source: string;
  /** Added to every mark, so successive versions differ. */
  shift?: number;
}): string {
  const rows = opts.ranked
    .map(
      (c, i) =>
        `<Result Rank="${i + 1}" SortOrder="${i + 1}" Result="${(50 + i * 0.41 + (opts.shift ?? 0)).toFixed(2)}">` +
        `<Competitor Code="${c.code}" Type="${c.type}" Organisation="${c.delegation}"/></Result>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="YG2026" DocumentCode="${opts.code}" ` +
    `DocumentType="DT_RESULT" Version="${opts.version}" ResultStatus="${opts.status}" FeedFlag="P" ` +
    `Date="2026-07-17" Time="120000000" LogicalDate="2026-07-17" Source="${opts.source}">` +
    `<Competition>${rows}</Competition></OdfBody>`
  );
}

/** A live DT_RESULT whose order rotates with the version: every version changes the ranking. */
export function rotatingResult(code: string, version: number, field: FieldEntry[], source: string): string {
  const shift = version % field.length;
  const ranked = [...field.slice(shift), ...field.slice(0, shift)];
  return odfResult({ code, version, status: 'LIVE', ranked, source, shift: version / 100 });
}

/** A unit a tool can post results for: its code and the competitors of its start list. */
export interface FieldUnit {
  code: string;
  field: FieldEntry[];
}

/**
 * Units of the given days still at START_LIST with four or more competitors, in schedule
 * order: what the benchmarks and drills post results for. `getJson` reads the public API.
 */
export async function unitsWithField(
  getJson: <T>(path: string) => Promise<T>,
  days: string[],
  wanted: number,
): Promise<FieldUnit[]> {
  const found: FieldUnit[] = [];
  for (const day of days) {
    const { units } = await getJson<{ units: { code: string; result_status: string }[] }>(
      `/api/schedule/days/${day}`,
    );
    for (const u of units) {
      if (u.result_status !== 'START_LIST') continue;
      const detail = await getJson<{ start_list: FieldEntry[] }>(`/api/units/${u.code}`);
      if (detail.start_list.length >= 4) found.push({ code: u.code, field: detail.start_list });
      if (found.length >= wanted) return found;
    }
  }
  if (found.length === 0) throw new Error('no unit with a start list found');
  return found;
}
