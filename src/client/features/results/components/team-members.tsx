import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../api/get-unit';

type Members = NonNullable<ResultRow['members']>;

/** Whether the list is in running order (a relay's legs) rather than by name. */
const inOrder = (members: Members) => members.every((m) => m.order !== null);

/**
 * A small team's members (a relay's runners, a pair, a crew) in a phone's opened row: in
 * running order, numbered, when the feed gave one; else by name.
 */
export function TeamMembersList({ members }: { members: Members }) {
  const { t } = useTranslation('schedule');
  const List = inOrder(members) ? 'ol' : 'ul';
  return (
    <div data-testid="team-members">
      <p className="pb-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('resultsTable.members')}
      </p>
      <List className="space-y-0.5">
        {members.map((m, i) => (
          <li key={`${m.name}-${i}`} className="flex items-baseline gap-2" data-testid="team-member">
            {m.order !== null && (
              <span className="w-4 shrink-0 text-right text-xs tabular-nums text-muted">{m.order}</span>
            )}
            <span>{m.name}</span>
          </li>
        ))}
      </List>
    </div>
  );
}

/** The same members on one line of small text under the team's name on a wide screen. */
export function TeamMembersLine({ members }: { members: Members }) {
  const { t } = useTranslation('schedule');
  const ordered = inOrder(members);
  return (
    <p className="mt-0.5 text-xs text-muted" data-testid="team-members">
      <span className="sr-only">{t('resultsTable.members')}: </span>
      {members.map((m, i) => (
        <span key={`${m.name}-${i}`} data-testid="team-member">
          {i > 0 && ' · '}
          {ordered && <span className="tabular-nums">{m.order}. </span>}
          {m.name}
        </span>
      ))}
    </p>
  );
}
