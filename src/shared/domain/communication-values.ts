/**
 * The fixed values of official reports and communications, apart from their schemas: the
 * reading pages use them without loading zod.
 */

/** Newest first; most urgent first (newest first within a priority); by title in the reader's language. */
export const COMMUNICATION_SORTS = ['published', 'priority', 'title'] as const;
export type CommunicationSort = (typeof COMMUNICATION_SORTS)[number];

/** The kinds whose items a reader marks as opened. */
export const READ_KINDS = ['official_report', 'communication'] as const;
export type ReadKind = (typeof READ_KINDS)[number];
