import type { LocalizedText } from '../../../../shared/contracts/common';
import { useLocalized } from '../../../lib/localized-text';

/** A line's name on its own colour, as on the shuttle's front sign. */
export function LineBadge({ title, color }: { title: LocalizedText; color: string }) {
  const name = useLocalized(title);
  return (
    <span
      className="inline-flex min-h-7 max-w-[45%] shrink-0 items-center truncate rounded-md px-2 text-sm font-bold text-white [text-shadow:0_1px_1px_rgb(0_0_0/0.35)]"
      style={{ backgroundColor: color }}
    >
      {name}
    </span>
  );
}
