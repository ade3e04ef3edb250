import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../../../shared/contracts/content';
import { cn } from '../../../../ui/cn';

/**
 * The language a list's texts are edited in (a trivia's questions, a course's lessons): every
 * language stays in the form, only the chosen one is shown.
 */
export function LanguagePicker({
  value,
  onChange,
  label,
}: {
  value: ContentLanguage;
  onChange: (lang: ContentLanguage) => void;
  label: string;
}) {
  const { t } = useTranslation('content');
  return (
    <div role="radiogroup" aria-label={label} className="flex gap-1 rounded-xl bg-surface-2 p-1">
      {CONTENT_LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          role="radio"
          aria-checked={value === l}
          onClick={() => onChange(l)}
          className={cn(
            'flex min-h-11 flex-1 items-center justify-center rounded-lg px-2 text-sm font-medium',
            value === l ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {t(`languages.${l}`)}
        </button>
      ))}
    </div>
  );
}
