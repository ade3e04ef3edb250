import type { Changes, Tx } from '../../../competition/writes';
import type { OdfMessage, OdfType } from '../../../odf/parse';

/** The ODF message types the feed handles; the parser refuses any other before a handler runs. */
export type DocumentType = OdfType;

/** What a handler works with: the open transaction, the message, and where topics are collected. */
export interface ApplyContext {
  tx: Tx;
  msg: OdfMessage;
  changes: Changes;
  /** The competition's time zone and day boundary, to place a unit on its competition day. */
  timeZone: string;
  dayBoundaryHour: number;
}

/** A line of an ODF medal message that differs from the medals we computed. */
export interface Mismatch {
  /** Delegation (DT_MEDALS) or event:competitor (DT_MEDALLISTS). */
  key: string;
  ours: unknown;
  theirs: unknown;
}

/**
 * Applies one message type inside the ingest's transaction. Medal messages only compare and
 * return their mismatches (possibly none); the others write and return nothing.
 */
export type Handler = (ctx: ApplyContext) => Promise<Mismatch[] | void>;
