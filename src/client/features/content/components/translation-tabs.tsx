import { useState } from 'react';

import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../shared/contracts/content';
import type { ContentForm } from '../lib/form-values';
import { cn } from '../../../ui/cn';
import { Field, inputClass, errorAt } from './field';

/**
 * Title and text in the four languages, one tab each. English is required; an empty language
 * is fine and says that readers will see English there.
 */
export function TranslationTabs({ form }: { form: ContentForm }) {
  const { t } = useTranslation('content');
  const [lang, setLang] = useState<ContentLanguage>('en');
  const values = form.watch('translations');
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">{t('form.texts')}</legend>
      <div
        role="tablist"
        aria-label={t('form.language')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1 sm:grid-cols-4"
      >
        {CONTENT_LANGUAGES.map((l) => {
          const filled = Boolean(values[l]?.title?.trim());
          const invalid = Boolean(errors.translations?.[l]);
          return (
            <button
              key={l}
              type="button"
              role="tab"
              id={`lang-tab-${l}`}
              aria-selected={lang === l}
              aria-controls={`lang-panel-${l}`}
              onClick={() => setLang(l)}
              className={cn(
                'flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors',
                lang === l ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {t(`languages.${l}`)}
              <span
                aria-hidden
                className={cn(
                  'size-2 rounded-full',
                  invalid ? 'bg-danger' : filled ? 'bg-success' : 'bg-border',
                )}
              />
            </button>
          );
        })}
      </div>
      {CONTENT_LANGUAGES.map((l) => {
        const title = form.register(`translations.${l}.title`);
        const text = form.register(`translations.${l}.text`);
        const empty = l !== 'en' && !values[l]?.title?.trim() && !values[l]?.text?.trim();
        return (
          <div
            key={l}
            role="tabpanel"
            id={`lang-panel-${l}`}
            aria-labelledby={`lang-tab-${l}`}
            hidden={lang !== l}
            className="space-y-3"
          >
            {empty && (
              <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted">{t('form.fallsBack')}</p>
            )}
            <Field
              label={t(l === 'en' ? 'form.titleRequired' : 'form.title', { language: t(`languages.${l}`) })}
              error={errorAt(errors, `translations.${l}.title`)}
            >
              {(a11y) => <input {...a11y} {...title} className={inputClass} />}
            </Field>
            <Field
              label={t('form.text', { language: t(`languages.${l}`) })}
              error={errorAt(errors, `translations.${l}.text`)}
            >
              {(a11y) => <textarea {...a11y} {...text} rows={5} className={cn(inputClass, 'py-2.5')} />}
            </Field>
          </div>
        );
      })}
    </fieldset>
  );
}
