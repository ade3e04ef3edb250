import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';
import { LOCALE_TAGS } from '../../../../shared/domain/locales';
import { PageHeader } from '../../../ui/page-header';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { ChoiceGroup } from '../../../ui/choice-group';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useSearchParams } from 'react-router';
import { embedSnippet, widgetUrl, WIDGETS, type WidgetName } from '../lib/widgets';

const fieldClass =
  'h-10 rounded-xl border border-border bg-surface px-3 text-sm font-medium text-fg focus-visible:outline-2';

/** The live preview: the widget in a frame that takes the height the widget reports. */
function Preview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin) return;
      const data = e.data as { type?: string; height?: number } | null;
      if (data?.type === 'resize-iframe' && typeof data.height === 'number') setHeight(data.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      data-testid="embed-preview"
      className="block w-full rounded-xl border-0 bg-bg transition-[height] duration-200"
      style={{ height }}
    />
  );
}

/** /embed: the snippet a site pastes, with a live preview of the widget. */
export default function EmbedPage() {
  const { t, i18n } = useTranslation('widgets');
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const widget: WidgetName = search.get('widget') === 'events' ? 'events' : 'medals';
  const [lang, setLang] = useState<string>(i18n.language);
  const [limit, setLimit] = useState('10');
  const [copied, setCopied] = useState(false);
  const origin = window.location.origin;
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languageName = (tag: string) => {
    const name = names.of(tag.split('-')[0]!) ?? tag;
    return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
  };
  const params = widget === 'medals' ? { limit } : undefined;
  const title = t(`${widget}.title`);
  const snippet = embedSnippet({ origin, widget, lang, params, title });

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard refused (insecure context): the text stays selectable */
    }
  }

  return (
    <>
      <PageHeader title={t('embed.title')} subtitle={t('embed.intro')} />
      <div className="space-y-5">
        {/* The choice is a query parameter, which route tabs do not compare: mark it here. */}
        <ChoiceGroup
          role="tablist"
          label={t('embed.widget')}
          options={WIDGETS}
          value={widget}
          href={(name) => localize(`/embed?widget=${name}`)}
          className="flex w-fit gap-1 rounded-xl bg-surface-2 p-1"
          optionClassName={(on) =>
            cn(
              'whitespace-nowrap rounded-lg px-3.5 py-1.5 text-sm font-medium transition-colors',
              on ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )
          }
        >
          {(name) => t(`${name}.title`)}
        </ChoiceGroup>
        <div className="grid gap-5 lg:grid-cols-2">
          <section className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm font-medium">
                {t('embed.language')}
                <select className={fieldClass} value={lang} onChange={(e) => setLang(e.target.value)}>
                  {LOCALE_TAGS.map((tag) => (
                    <option key={tag} value={tag}>
                      {languageName(tag)} ({tag})
                    </option>
                  ))}
                </select>
              </label>
              {widget === 'medals' && (
                <label className="grid gap-1 text-sm font-medium">
                  {t('embed.rows')}
                  <select className={fieldClass} value={limit} onChange={(e) => setLimit(e.target.value)}>
                    {['5', '10', '20', '50'].map((n) => (
                      <option key={n}>{n}</option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <div className="overflow-hidden rounded-2xl border border-border bg-surface">
              <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
                <h2 className="text-sm font-semibold">{t('embed.snippet')}</h2>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void copy()}
                  icon={copied ? <Check size={15} aria-hidden /> : <Copy size={15} aria-hidden />}
                >
                  {copied ? t('embed.copied') : t('embed.copy')}
                </Button>
              </div>
              <pre
                className="whitespace-pre-wrap p-4 font-mono text-xs leading-relaxed text-fg [overflow-wrap:anywhere]"
                data-testid="embed-snippet"
                tabIndex={0}
              >
                <code>{snippet}</code>
              </pre>
            </div>
            <p className="text-sm text-muted">{t('embed.how')}</p>
          </section>
          <section className="min-w-0 space-y-2">
            <h2 className="text-sm font-semibold">{t('embed.preview')}</h2>
            <div className="rounded-2xl border border-dashed border-border bg-surface-2/50 p-3">
              <Preview
                key={`${widget}-${lang}-${limit}`}
                src={widgetUrl({ origin, widget, lang, params })}
                title={title}
              />
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
