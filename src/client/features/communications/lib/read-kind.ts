import type { READ_KINDS } from '../../../../shared/contracts/communications';

/** Official reports or official communications: the two kinds the feature lists. */
export type ReadKind = (typeof READ_KINDS)[number];

/** Where each kind is read, its public list in the API. */
export const LIST_PATH: Record<ReadKind, string> = {
  official_report: '/api/official-reports',
  communication: '/api/official-communications',
};
