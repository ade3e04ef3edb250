import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitCorrections, units } from '../../db/schema';

/** The notes on changes made to a unit's official result, newest first; null for an unknown unit. */
export async function unitCorrectionNotes(db: Db, code: string) {
  const [unit] = await db.select({ code: units.code }).from(units).where(eq(units.code, code));
  if (!unit) return null;
  const rows = await db
    .select()
    .from(unitCorrections)
    .where(eq(unitCorrections.unitCode, unit.code))
    .orderBy(desc(unitCorrections.at), desc(unitCorrections.id));
  return {
    unit_code: unit.code,
    corrections: rows.map((r) => ({ note: r.note, at: r.at.toISOString() })),
  };
}
