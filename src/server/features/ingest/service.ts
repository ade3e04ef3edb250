import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { competitions, ingestLog, odfDocuments } from '../../db/schema';
import type { Db } from '../../db/client';
import { bumpVersions } from '../../db/versions';
import { Changes, type Tx } from '../../competition/writes';
import { OdfError, parseOdf, type OdfMessage } from '../../odf/parse';
import { handlers, type ApplyContext, type Mismatch } from './handlers';

export type { Mismatch } from './handlers';

export type IngestOutcome = 'applied' | 'ignored' | 'test';

export interface IngestResult {
  outcome: IngestOutcome;
  documentType: string;
  documentCode: string;
  version: number;
  /** Why a message was not applied (an older Version, a test message). */
  reason?: string;
  /** Data topics bumped. */
  topics: string[];
  /** DT_MEDALS / DT_MEDALLISTS: lines that differ from our table (never overwritten). */
  mismatches?: Mismatch[];
}

export interface IngestContext {
  /** api-key, user:<id>, cli */
  via: string;
  log?: FastifyBaseLogger;
}

/**
 * Parses and applies one ODF message in one transaction, so a message is applied whole or
 * not at all. It applies only when its Version is newer than the stored one for its key; a
 * malformed message or an unknown code throws OdfError and writes nothing but the refusal in
 * the ingest log. Every message received leaves one line in that log.
 */
export async function ingestOdf(db: Db, xml: string, ctx: IngestContext): Promise<IngestResult> {
  let message: OdfMessage | undefined;
  try {
    message = await parseOdf(xml);
    const msg = message;
    const result = await db.transaction(async (tx) => applyMessage(tx, msg));
    await db.insert(ingestLog).values({
      documentType: msg.header.documentType,
      documentCode: msg.header.documentCode,
      version: msg.header.version,
      outcome: result.outcome,
      reason: result.reason ?? null,
      via: ctx.via,
      report: result.mismatches?.length
        ? { mismatches: result.mismatches }
        : { topics: result.topics.length },
    });
    if (result.mismatches?.length) {
      ctx.log?.warn(
        {
          documentType: result.documentType,
          documentCode: result.documentCode,
          mismatches: result.mismatches,
        },
        'ODF medal figures differ from the table computed from official results',
      );
    }
    return result;
  } catch (err) {
    if (err instanceof TestMessage) {
      await db.insert(ingestLog).values({
        documentType: err.result.documentType,
        documentCode: err.result.documentCode,
        version: err.result.version,
        outcome: 'test',
        reason: err.result.reason ?? null,
        via: ctx.via,
      });
      return err.result;
    }
    if (err instanceof OdfError) {
      await db
        .insert(ingestLog)
        .values({
          documentType: message?.header.documentType ?? null,
          documentCode: message?.header.documentCode ?? null,
          version: message?.header.version ?? null,
          outcome: 'rejected',
          reason: err.reason,
          via: ctx.via,
        })
        .catch(() => {});
    }
    throw err;
  }
}

async function applyMessage(tx: Tx, msg: OdfMessage): Promise<IngestResult> {
  const h = msg.header;
  const base = { documentType: h.documentType, documentCode: h.documentCode, version: h.version };
  const [competition] = await tx.select().from(competitions).where(eq(competitions.code, h.competitionCode));
  if (!competition) throw new OdfError(`unknown CompetitionCode ${h.competitionCode}`);

  // Serialise messages of one key; the highest Version wins, older or equal ones are ignored.
  await tx
    .insert(odfDocuments)
    .values({ key: msg.key, documentType: h.documentType, documentCode: h.documentCode, version: 0 })
    .onConflictDoNothing();
  const [stored] = await tx.select().from(odfDocuments).where(eq(odfDocuments.key, msg.key)).for('update');
  if (stored && stored.version >= h.version) {
    return {
      ...base,
      outcome: 'ignored',
      reason: `Version ${h.version} is not newer than ${stored.version}`,
      topics: [],
    };
  }

  const changes = new Changes();
  const ctx: ApplyContext = {
    tx,
    msg,
    changes,
    timeZone: competition.timeZone,
    dayBoundaryHour: competition.dayBoundaryHour,
  };
  const mismatches = (await handlers[h.documentType](ctx)) ?? undefined;

  if (h.feedFlag === 'T') {
    // A test message is checked in full, then rolled back: it must never reach public screens.
    throw new TestMessage({
      ...base,
      outcome: 'test',
      reason: 'FeedFlag T: checked, not published',
      topics: [],
    });
  }
  await tx
    .update(odfDocuments)
    .set({ version: h.version, receivedAt: new Date() })
    .where(eq(odfDocuments.key, msg.key));
  const topics = [...changes.topics];
  await bumpVersions(tx, topics);
  return { ...base, outcome: 'applied', topics, ...(mismatches ? { mismatches } : {}) };
}

/** Rolls a test message's transaction back while still reporting what it would have done. */
class TestMessage extends Error {
  constructor(readonly result: IngestResult) {
    super('test message');
  }
}
