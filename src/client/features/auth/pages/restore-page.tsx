import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { restoreConfirmSchema, restoreRequestSchema } from '../../../../shared/contracts/auth';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../ui/cn';
import { textLinkClass } from '../../../ui/text-link-class';
import { useConfirmRestore, useRequestRestore } from '../api/restore';
import { FormField } from '../components/form-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthSubmit } from '../components/auth-submit';

/** /auth: ask for a restore link, or (with ?token=) choose the new password. */
export default function RestorePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="space-y-6">
      <AuthHeading
        title={t('restore.title')}
        subtitle={token ? t('restore.chooseSubtitle') : t('restore.askSubtitle')}
      />
      {token ? <ChoosePassword token={token} /> : <AskForLink />}
      <p className="text-center text-sm">
        <Link to="/login" className={cn(textLinkClass, 'font-medium')}>
          {t('restore.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function Outcome({ error, message }: { error: unknown; message?: string }) {
  if (isApiError(error))
    return (
      <p role="alert" className="rounded-xl bg-danger/10 p-3 text-sm text-danger">
        {error.message}
      </p>
    );
  if (!message) return null;
  return (
    <p role="status" className="rounded-xl bg-success/10 p-3 text-sm text-success">
      {message}
    </p>
  );
}

function AskForLink() {
  const { t } = useTranslation('auth');
  const ask = useRequestRestore();
  const form = useForm<z.input<typeof restoreRequestSchema>>({
    resolver: zodResolver(restoreRequestSchema),
    defaultValues: { email: '' },
  });
  return (
    <form onSubmit={form.handleSubmit((v) => ask.mutate(v))} noValidate className="space-y-4">
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <AuthSubmit pending={ask.isPending}>{t('restore.send')}</AuthSubmit>
      <Outcome error={ask.error} message={ask.data?.message} />
    </form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmRestore();
  const form = useForm<z.input<typeof restoreConfirmSchema>>({
    resolver: zodResolver(restoreConfirmSchema),
    defaultValues: { token, password: '', repeatPassword: '' },
  });
  return (
    <form onSubmit={form.handleSubmit((v) => confirm.mutate(v))} noValidate className="space-y-4">
      <NewPasswordFields form={form} label={t('fields.newPassword')} />
      <AuthSubmit pending={confirm.isPending} disabled={confirm.isSuccess}>
        {t('restore.save')}
      </AuthSubmit>
      <Outcome error={confirm.error} message={confirm.data?.message} />
    </form>
  );
}
