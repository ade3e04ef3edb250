import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { loginSchema, type LoginInput } from '../../../../shared/contracts/auth';
import { useAppConfig } from '../../../lib/app-config';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { currentPlatform } from '../../../lib/platform';
import { createGuestUser, loginAsGuest } from '../../../lib/user-store';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { textLinkClass } from '../../../ui/text-link-class';
import { useLogin } from '../api/login';
import { FormField } from '../components/form-field';
import { AuthHeading } from '../components/auth-heading';
import { AuthSubmit } from '../components/auth-submit';
import { safeRedirect } from '../session';
import { NowSection } from '../../now';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const config = useAppConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const home = currentPlatform() === 'web' ? '/schedule/grid' : '/';
  const next = safeRedirect(params.get('redirect'), home);
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await login.mutateAsync(values);
      void notify.success(res.message);
      navigate(next, { replace: true });
    } catch (err) {
      void notify.error(isApiError(err) ? err.message : t('common:state.loadError'));
    }
  });

  function continueAsGuest() {
    loginAsGuest(createGuestUser(t('common:guest.label')));
    navigate(next, { replace: true });
  }

  return (
    <div className="space-y-6">
      {config.intro_video_url ? (
        <video
          className="aspect-video w-full rounded-2xl bg-surface-2 object-cover"
          src={config.intro_video_url}
          autoPlay
          muted
          loop
          playsInline
          aria-label={t('introVideo')}
        />
      ) : (
        <div className="flex items-center gap-4 rounded-2xl bg-[linear-gradient(135deg,var(--brand),#00a3a3)] p-5 text-white">
          <img
            src={config.brand.logo_url}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-xl bg-white/15 p-1"
          />
          <p className="text-lg font-bold leading-tight">{config.brand.name}</p>
        </div>
      )}
      {/*
        The apps open here before anyone has logged in: what is on now comes first, and a tap
        on a unit goes in as a guest, as "Continue as guest" does, straight to that unit.
      */}
      {currentPlatform() !== 'web' && (
        <NowSection onOpen={() => loginAsGuest(createGuestUser(t('common:guest.label')))} />
      )}
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t('fields.username')}
          autoComplete="username"
          error={form.formState.errors.username}
          {...form.register('username')}
        />
        <FormField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={form.formState.errors.password}
          {...form.register('password')}
        />
        <AuthSubmit pending={login.isPending}>{t('login.submit')}</AuthSubmit>
        {login.isError && isApiError(login.error) && (
          <p role="alert" className="text-center text-sm text-danger">
            {login.error.message}
          </p>
        )}
      </form>
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        onClick={continueAsGuest}
        icon={<UserRound size={18} aria-hidden />}
      >
        {t('login.guest')}
      </Button>
      <div className="flex justify-between text-sm">
        <Link to="/auth" className={cn(textLinkClass, 'font-medium')}>
          {t('login.forgot')}
        </Link>
        <Link
          to={`/signup${params.get('redirect') ? `?redirect=${encodeURIComponent(next)}` : ''}`}
          className={cn(textLinkClass, 'font-medium')}
        >
          {t('login.noAccount')}
        </Link>
      </div>
    </div>
  );
}
