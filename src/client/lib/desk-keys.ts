/**
 * Query keys of the results desk. They start with the data topic (lib/query-keys.ts), so a
 * live message for a unit or a day also refreshes the desk's view of it.
 */
export const deskKeys = {
  units: (params: { day?: string; discipline?: string }) =>
    ['schedule', params.day ?? 'all', 'desk', params] as const,
  unit: (code: string) => ['unit', code, 'desk'] as const,
  audit: (target?: string) => ['admin', 'audit', target ?? 'all'] as const,
  ingestLog: () => ['admin', 'ingest-log'] as const,
};
