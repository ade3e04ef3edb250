/**
 * Query keys of the public read API, in one place. Every key starts with the server's
 * data topic (src/server/db/versions.ts TOPICS), so a live change message for a topic
 * invalidates exactly the queries built from it:
 *
 * - ['unit', unitCode, ...]                       one unit (start list, results)
 * - ['schedule', day | 'grid' | 'discipline', ...] the schedule
 * - ['event', eventCode, ...]                     one event's classification and medallists
 * - ['medals', ...]                               medal table and medallists lists
 * - ['participants', ...]                         delegations, athletes, teams
 * - ['reference', ...]                            competition, disciplines, events, venues
 * - ['documents', ...]                            report documents (DT_PDF)
 *
 * Parameters go last as one plain object, so a prefix such as ['schedule', day] matches
 * every filter of that day.
 */
export const queryKeys = {
  competition: () => ['reference', 'competition'] as const,
  disciplines: () => ['reference', 'disciplines'] as const,
  disciplineEvents: (code: string) => ['reference', 'events', code] as const,
  venues: () => ['reference', 'venues'] as const,

  scheduleDay: (day: string, params: { discipline?: string; filter?: string } = {}) =>
    ['schedule', day, params] as const,
  scheduleDiscipline: (code: string, params: { day?: string } = {}) =>
    ['schedule', 'discipline', code, params] as const,
  scheduleGrid: (params: { days: 'event' | 'all'; filter: string }) => ['schedule', 'grid', params] as const,
  /** What is on at the reader's minute: built from the schedule, so its messages refresh it. */
  now: (at: string) => ['schedule', 'now', { at }] as const,

  unit: (code: string) => ['unit', code] as const,
  classification: (eventCode: string) => ['event', eventCode, 'classification'] as const,

  medalTable: (params: { discipline?: string; gender?: string; division?: number } = {}) =>
    ['medals', 'table', params] as const,
  medallists: (
    params: {
      discipline?: string;
      event?: string;
      delegation?: string;
      gender?: string;
      division?: number;
    } = {},
  ) => ['medals', 'events', params] as const,

  athletes: (params: Record<string, string | number | undefined> = {}) =>
    ['participants', 'athletes', params] as const,
  athlete: (id: number) => ['participants', 'athlete', id] as const,
  delegations: () => ['participants', 'delegations'] as const,
  documents: (code: string) => ['documents', code] as const,

  teams: (params: { event?: string; delegation?: string; discipline?: string } = {}) =>
    ['participants', 'teams', params] as const,
};
