import { useTranslation } from 'react-i18next';
import { COMMUNICATION_PRIORITIES } from '../../../../../shared/contracts/content';
import { Field, inputClass, errorAt } from '../field';
import { FormDocuments } from './form-documents';
import type { KindFieldsProps } from './kind-fields-props';

/** An official report or communication: its priority (shown to readers as a badge) and its PDFs. */
export function CommunicationFields(props: KindFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('content');
  return (
    <>
      <Field label={t('fields.priority')} error={errorAt(form.formState.errors, 'fields.priority')}>
        {(a11y) => (
          <select
            {...a11y}
            {...form.register('fields.priority', { setValueAs: Number })}
            className={inputClass}
          >
            {COMMUNICATION_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {t(`priorities.${priority}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormDocuments {...props} />
    </>
  );
}
