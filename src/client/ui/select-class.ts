/**
 * How every native select of the public screens looks: 44 px tall so a thumb hits it, the
 * control border that passes contrast against the page, the text at the size of the row.
 */
export const selectClass =
  'h-11 min-w-0 rounded-xl border border-control bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2';
