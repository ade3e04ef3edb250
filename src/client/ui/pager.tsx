import { Button } from './button';
import { Icon } from './icon';

/**
 * Previous and next buttons around "page N of M" under a paged table. The texts come from the
 * caller's own translations; `announce` makes screen readers say the new page when it changes.
 * Its chevrons are the sprite's (lucide's drawing): a lucide import here would join the shared
 * blocks every first visit loads.
 */
export function Pager({
  page,
  pages,
  onPage,
  texts,
  announce = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: { nav: string; previous: string; next: string; pageOf: string };
  announce?: boolean;
}) {
  return (
    <nav className="flex items-center justify-between gap-3" aria-label={texts.nav}>
      <Button
        variant="secondary"
        size="sm"
        icon={<Icon name="chevron-right" size={16} className="rotate-180" />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </Button>
      <span className="text-sm text-muted" aria-live={announce ? 'polite' : undefined}>
        {texts.pageOf}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {texts.next}
        <Icon name="chevron-right" size={16} />
      </Button>
    </nav>
  );
}
