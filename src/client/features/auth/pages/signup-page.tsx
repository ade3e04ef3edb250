import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signupSchemaFor, type SignupInput } from '../../../../shared/contracts/auth';
import { useAppConfig } from '../../../lib/app-config';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { currentPlatform } from '../../../lib/platform';
import { useSignup } from '../api/signup';
import { FormField } from '../components/form-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthHeading } from '../components/auth-heading';
import { AuthSubmit } from '../components/auth-submit';
import { useServerFieldErrors } from '../components/use-server-errors';
import { safeRedirect } from '../session';

export default function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeRedirect(params.get('redirect'), currentPlatform() === 'web' ? '/schedule/grid' : '/');
  const signup = useSignup();
  const askDocument = useAppConfig().signup_document === 'cpf';
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchemaFor(askDocument ? 'cpf' : 'none')),
    defaultValues: { username: '', email: '', cpf: '', password: '', repeatPassword: '' },
  });
  useServerFieldErrors(signup.error, form.setError);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await signup.mutateAsync(values);
      void notify.success(res.message);
      navigate(next, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.code === 'USERNAME_TAKEN')
        form.setError('username', { message: err.message });
      else void notify.error(isApiError(err) ? err.message : t('common:state.loadError'));
    }
  });

  return (
    <div className="space-y-6">
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t('fields.username')}
          autoComplete="username"
          error={errors.username}
          {...form.register('username')}
        />
        <FormField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        {askDocument && (
          <FormField
            label={t('signup.document.label')}
            hint={t('signup.document.hint')}
            inputMode="text"
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.cpf}
            {...form.register('cpf')}
          />
        )}
        <NewPasswordFields form={form} label={t('fields.password')} />
        <AuthSubmit pending={signup.isPending}>{t('signup.submit')}</AuthSubmit>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand hover:underline">
          {t('signup.haveAccount')}
        </Link>
      </p>
    </div>
  );
}
