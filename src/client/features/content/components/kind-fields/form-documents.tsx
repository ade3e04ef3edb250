import { useController } from 'react-hook-form';
import { DocumentsField } from '../documents-field';
import { errorAt } from '../field';
import type { KindFieldsProps } from './kind-fields-props';

/** The kind's `document_ids`, listed with their names; a picked PDF is uploaded at once. */
export function FormDocuments({ form, files }: KindFieldsProps) {
  const { field } = useController({ control: form.control, name: 'fields.document_ids' });
  const ids = (field.value ?? []) as string[];
  return (
    <DocumentsField
      documents={ids.flatMap((id) => files.documents[id] ?? [])}
      error={errorAt(form.formState.errors, 'fields.document_ids')}
      onChange={(docs) => {
        docs.forEach(files.addDocument);
        field.onChange(docs.map((d) => d.id));
      }}
    />
  );
}
