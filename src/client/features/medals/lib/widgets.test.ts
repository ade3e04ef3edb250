import { describe, expect, it } from 'vitest';
import { embedSnippet, pickWidgetDay, todayIn, widgetUrl } from './widgets';

const days = [
  { day: '2026-07-08', event_day: false },
  { day: '2026-07-10', event_day: true },
  { day: '2026-07-11', event_day: true },
  { day: '2026-07-13', event_day: true },
  { day: '2026-07-14', event_day: false },
];

describe('events widget day', () => {
  it('shows the asked day when the games have it', () => {
    expect(pickWidgetDay(days, '2026-07-10', '2026-07-08')).toBe('2026-07-08');
    expect(pickWidgetDay(days, '2026-07-10', '2030-01-01')).toBe('2026-07-10');
  });
  it('shows today on a competition day, else the next one, else the last', () => {
    expect(pickWidgetDay(days, '2026-07-11')).toBe('2026-07-11');
    expect(pickWidgetDay(days, '2026-07-12')).toBe('2026-07-13');
    expect(pickWidgetDay(days, '2026-01-01')).toBe('2026-07-10');
    expect(pickWidgetDay(days, '2026-12-01')).toBe('2026-07-13');
    expect(pickWidgetDay([], '2026-12-01')).toBeUndefined();
  });
  it('reads today in the games time zone', () => {
    const late = new Date('2026-07-10T22:30:00Z');
    expect(todayIn('Asia/Baku', late)).toBe('2026-07-11');
    expect(todayIn('UTC', late)).toBe('2026-07-10');
  });
});

describe('embed snippet', () => {
  it('frames the widget and listens to its resize message from our origin only', () => {
    const html = embedSnippet({
      origin: 'https://games.example/',
      widget: 'medals',
      lang: 'es-ES',
      params: { limit: '10' },
      title: 'Medal "table"',
    });
    expect(html).toContain('src="https://games.example/widget/medals?lang=es-ES&limit=10"');
    expect(html).toContain('title="Medal &#34;table&#34;"');
    expect(html).toContain("e.origin !== 'https://games.example'");
    expect(html).toContain("e.data.type === 'resize-iframe'");
    expect(html).toContain('e.source !== frame.contentWindow');
  });
  it('builds widget addresses', () => {
    expect(widgetUrl({ origin: 'http://x', widget: 'events', lang: 'pt-PT' })).toBe(
      'http://x/widget/events?lang=pt-PT',
    );
  });
});
