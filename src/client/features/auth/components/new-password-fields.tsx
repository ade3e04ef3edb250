import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

type WithPasswords = FieldValues & { password: string; repeatPassword: string };

/** "Password" and "Repeat password", as sign-up and password restore both ask them. */
export function NewPasswordFields<T extends WithPasswords>({
  form,
  label,
}: {
  form: UseFormReturn<T>;
  label: string;
}) {
  const { t } = useTranslation('auth');
  const errors = form.formState.errors;
  return (
    <>
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password as FieldError | undefined}
        {...form.register('password' as Path<T>)}
      />
      <FormField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword as FieldError | undefined}
        {...form.register('repeatPassword' as Path<T>)}
      />
    </>
  );
}
