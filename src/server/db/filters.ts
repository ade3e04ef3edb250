import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A list query's optional filters as one condition: `column = value` for each value the request
 * gave, joined with AND. A filter left out (undefined, or empty) does not narrow the rows, so
 * with none given the answer is the whole list.
 */
export function eqIfGiven(
  ...filters: [column: AnyPgColumn, value: string | number | null | undefined][]
): SQL | undefined {
  return and(...filters.map(([column, value]) => (value ? eq(column, value) : undefined)));
}
