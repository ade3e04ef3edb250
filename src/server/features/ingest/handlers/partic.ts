import { eq, inArray } from 'drizzle-orm';
import { athletes, delegations, disciplines } from '../../../db/schema';
import { TOPICS } from '../../../db/versions';
import { isCalendarDate } from '../../../../shared/contracts/common';
import { kid, kids, need, OdfError, optInt } from '../../../odf/parse';
import type { ApplyContext } from './types';

/**
 * DT_PARTIC and DT_PARTIC_UPDATE: athletes by their code. A known athlete takes the
 * attributes the message carries and keeps the others; a new one must arrive complete, since
 * the public pages need a name, gender, delegation and birth date for every athlete.
 */
export async function applyPartic({ tx, msg, changes }: ApplyContext, update: boolean): Promise<void> {
  const list = kids(msg.competition, 'Participant');
  if (list.length === 0) throw new OdfError('DT_PARTIC carries no Participant');
  const orgs = new Set((await tx.select({ code: delegations.code }).from(delegations)).map((d) => d.code));
  const discs = new Set((await tx.select({ code: disciplines.code }).from(disciplines)).map((d) => d.code));
  const codes = list.map((p) => need(p, 'Code', 'Participant'));
  const existing = new Map(
    (await tx.select().from(athletes).where(inArray(athletes.code, codes))).map((a) => [a.code, a]),
  );
  for (const p of list) {
    const where = `Participant ${p.attrs.Code}`;
    const a = p.attrs;
    const known = existing.get(a.Code!);
    if (a.Organisation && !orgs.has(a.Organisation))
      throw new OdfError(`${where}: unknown Organisation ${a.Organisation}`);
    if (a.Gender && !['M', 'W', 'X'].includes(a.Gender))
      throw new OdfError(`${where}: Gender must be M, W or X`);
    if (a.BirthDate && !isCalendarDate(a.BirthDate))
      throw new OdfError(`${where}: BirthDate must be a calendar date like 2001-07-14`);
    const discipline = (kid(p, 'Discipline')?.attrs.Code ?? msg.header.documentCode).slice(0, 3);
    if (!discs.has(discipline)) throw new OdfError(`${where}: unknown discipline ${discipline}`);
    const bib = a.Bib ?? kid(kid(p, 'Discipline'), 'RegisteredEvent')?.attrs.Bib;
    const patch = {
      ...(a.GivenName !== undefined && { givenName: a.GivenName }),
      ...(a.FamilyName !== undefined && { familyName: a.FamilyName }),
      ...(a.Gender && { gender: a.Gender }),
      ...(a.Organisation && { delegationCode: a.Organisation }),
      ...(a.BirthDate && { birthDate: a.BirthDate }),
      ...(a.Height && { heightCm: optInt(p, 'Height', where) }),
      ...(a.Weight && { weightKg: optInt(p, 'Weight', where) }),
      ...(bib !== undefined && { bib }),
      ...(kid(p, 'Discipline') && { disciplineCode: discipline }),
    };
    if (known) {
      if (Object.keys(patch).length) await tx.update(athletes).set(patch).where(eq(athletes.id, known.id));
    } else {
      const missing = ['GivenName', 'FamilyName', 'Gender', 'Organisation', 'BirthDate'].filter((n) => !a[n]);
      if (missing.length) {
        throw new OdfError(
          `${where} is new and lacks ${missing.join(', ')}${update ? ' (DT_PARTIC_UPDATE)' : ''}`,
        );
      }
      await tx.insert(athletes).values({
        code: a.Code!,
        bib: bib ?? '',
        givenName: a.GivenName!,
        familyName: a.FamilyName!,
        gender: a.Gender!,
        delegationCode: a.Organisation!,
        disciplineCode: discipline,
        birthDate: a.BirthDate!,
        heightCm: optInt(p, 'Height', where),
        weightKg: optInt(p, 'Weight', where),
      });
    }
  }
  changes.add(TOPICS.participants);
}
