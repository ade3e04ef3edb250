import { eq } from 'drizzle-orm';
import { disciplines } from '../../../db/schema';
import { findCompetitors } from '../../../competition/competitors';
import type { Tx } from '../../../competition/writes';
import { need, OdfError, type OdfNode } from '../../../odf/parse';
import { isCompetitorType } from '../../../../shared/domain/medals';

/**
 * The Competitor element of a start, a result or a medal: it must name a known athlete (Type A,
 * the default) or team (T), and when it states an Organisation that must be the competitor's own,
 * so a feed that mixes up competitors is refused rather than stored.
 */
export async function competitor(tx: Tx, node: OdfNode | undefined, where: string) {
  if (!node) throw new OdfError(`${where} lacks its Competitor`);
  const code = need(node, 'Code', `${where} Competitor`);
  const type = node.attrs.Type ?? 'A';
  if (!isCompetitorType(type)) throw new OdfError(`${where}: Competitor Type must be A or T`);
  const { delegations, unknown } = await findCompetitors(tx, [{ code, type }]);
  if (unknown.length) throw new OdfError(`${where}: unknown ${type === 'A' ? 'athlete' : 'team'} ${code}`);
  const delegation = delegations.get(code)!;
  if (node.attrs.Organisation && node.attrs.Organisation !== delegation) {
    throw new OdfError(
      `${where}: competitor ${code} belongs to ${delegation}, not ${node.attrs.Organisation}`,
    );
  }
  return { competitorCode: code, competitorType: type, delegationCode: delegation };
}

/**
 * The discipline a communication or report belongs to: the first three characters of its
 * DocumentCode, or none when they are dashes (a Games-wide document).
 */
export async function documentDiscipline(tx: Tx, documentCode: string): Promise<string | null> {
  const prefix = documentCode.slice(0, 3);
  if (/^-*$/.test(prefix)) return null;
  const [d] = await tx.select().from(disciplines).where(eq(disciplines.code, prefix));
  if (!d) throw new OdfError(`unknown discipline ${prefix} in DocumentCode`);
  return d.code;
}
