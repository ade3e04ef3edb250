import { useController } from 'react-hook-form';
import type { KindFieldsProps } from './kind-fields-props';
import { errorAt } from '../field';
import { ImageField } from '../image-field';

/** The kind's `image_id`, with its preview. */
export function FormImage({ form, files, label }: KindFieldsProps & { label: string }) {
  const { field } = useController({ control: form.control, name: 'fields.image_id' });
  const id = field.value as string | null | undefined;
  return (
    <ImageField
      label={label}
      image={id ? (files.images[id] ?? null) : null}
      error={errorAt(form.formState.errors, 'fields.image_id')}
      onChange={(image) => {
        if (image) files.addImage(image);
        field.onChange(image?.id ?? null);
      }}
    />
  );
}
