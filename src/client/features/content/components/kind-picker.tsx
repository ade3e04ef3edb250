import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '../../../../shared/contracts/content';
import { cn } from '../../../ui/cn';
import { ChoiceGroup } from '../../../ui/choice-group';

/** One tab per kind of content. */
export function KindPicker({
  value,
  onChange,
}: {
  value: ContentKind;
  onChange: (kind: ContentKind) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <ChoiceGroup
      role="tablist"
      label={t('kinds.label')}
      options={CONTENT_KINDS}
      value={value}
      onChange={onChange}
      className="-mx-4 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:rounded-xl sm:bg-surface-2 sm:p-1"
      optionClassName={(on) =>
        cn(
          'min-h-11 shrink-0 whitespace-nowrap rounded-lg px-3.5 text-sm font-medium transition-colors',
          on
            ? 'bg-brand text-white shadow-sm sm:bg-surface sm:text-fg'
            : 'bg-surface-2 text-muted hover:text-fg sm:bg-transparent',
        )
      }
    >
      {(kind) => t(`kinds.${kind}`)}
    </ChoiceGroup>
  );
}
