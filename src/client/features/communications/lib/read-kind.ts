import type { ReadKind } from '../../../../shared/domain/communication-values';

export type { ReadKind };

/** Where each kind is read, its public list in the API. */
export const LIST_PATH: Record<ReadKind, string> = {
  official_report: '/api/official-reports',
  communication: '/api/official-communications',
};
