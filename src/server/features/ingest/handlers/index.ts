import { applyBrackets } from './brackets';
import { applyCommunication } from './communication';
import { checkMedallists, checkMedals } from './medal-checks';
import { applyPartic } from './partic';
import { applyPdf } from './pdf';
import { applyRecord } from './record';
import { applyPoolStanding } from './pool-standing';
import { applyResult } from './result';
import { applySchedule } from './schedule';
import type { DocumentType, Handler } from './types';

export type { ApplyContext, DocumentType, Handler, Mismatch } from './types';

/**
 * One handler per message type. The record is keyed by every type the parser accepts, so a
 * type added there cannot reach the ingest without a handler here.
 */
export const handlers: Record<DocumentType, Handler> = {
  DT_PARTIC: (ctx) => applyPartic(ctx, false),
  DT_PARTIC_UPDATE: (ctx) => applyPartic(ctx, true),
  DT_SCHEDULE: (ctx) => applySchedule(ctx, false),
  DT_SCHEDULE_UPDATE: (ctx) => applySchedule(ctx, true),
  DT_RESULT: applyResult,
  DT_MEDALLISTS: checkMedallists,
  DT_MEDALS: checkMedals,
  DT_COMMUNICATION: applyCommunication,
  DT_PDF: applyPdf,
  DT_RECORD: applyRecord,
  DT_BRACKETS: applyBrackets,
  DT_POOL_STANDING: applyPoolStanding,
};
