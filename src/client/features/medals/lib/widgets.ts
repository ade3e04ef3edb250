/** Pure helpers of the embeddable widgets. */

export const WIDGETS = ['medals', 'events'] as const;
export type WidgetName = (typeof WIDGETS)[number];

/**
 * The day the events widget shows: the asked day when the games have it, else today
 * when it is a competition day, else the first event day ahead, else the last one.
 */
export function pickWidgetDay(
  days: readonly { day: string; event_day: boolean }[],
  today: string,
  asked?: string | null,
): string | undefined {
  if (asked && days.some((d) => d.day === asked)) return asked;
  const eventDays = days.filter((d) => d.event_day).map((d) => d.day);
  if (eventDays.includes(today)) return today;
  return eventDays.find((d) => d > today) ?? eventDays.at(-1);
}

/** Today's date (YYYY-MM-DD) in the games' time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export interface SnippetOptions {
  origin: string;
  widget: WidgetName;
  lang: string;
  /** Extra query parameters of the widget (discipline, limit...). */
  params?: Record<string, string>;
}

export function widgetUrl({ origin, widget, lang, params = {} }: SnippetOptions): string {
  const search = new URLSearchParams({ lang, ...params });
  return `${origin.replace(/\/$/, '')}/widget/${widget}?${search}`;
}

/**
 * The HTML a site pastes (docs/embedding.md): an iframe plus a listener that sets its
 * height from the widget's resize-iframe message, accepted only from our origin and
 * from that very frame.
 */
export function embedSnippet(options: SnippetOptions & { title: string }): string {
  const id = `games-${options.widget}-widget`;
  const origin = options.origin.replace(/\/$/, '');
  const title = options.title.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<iframe id="${id}" src="${widgetUrl(options)}" title="${title}"
  style="width:100%;height:420px;border:0" loading="lazy"></iframe>
<script>
  window.addEventListener('message', function (e) {
    var frame = document.getElementById('${id}');
    if (!frame || e.origin !== '${origin}' || e.source !== frame.contentWindow) return;
    if (e.data && e.data.type === 'resize-iframe') frame.style.height = e.data.height + 'px';
  });
</script>`;
}
