/**
 * Addresses of an event's draw page: its pool tables and its knockout bracket. Pass the
 * result through the locale-keeping `localize` (lib/localized-link) before linking.
 * A pool is named by its phase's last four RSC characters and its letter, so a team match of
 * pool A links straight to that table.
 */
export const drawPath = (discipline: string, eventCode: string) =>
  `/discipline/${discipline}/draw/${eventCode.slice(0, 22)}`;

/** The event's bracket, scrolled to (a knockout match or any unit of the event). */
export const bracketPath = (discipline: string, eventCode: string) =>
  `${drawPath(discipline, eventCode)}#bracket`;

/** A pool's table (`pool` as the API names it: A, B... or '' when the phase is the pool). */
export const standingsPath = (discipline: string, eventCode: string, pool = '') =>
  `${drawPath(discipline, eventCode)}#${pool ? `pool-${pool}` : 'standings'}`;
