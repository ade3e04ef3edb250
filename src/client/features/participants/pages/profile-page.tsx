import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ChevronRight, Medal as MedalGlyph } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/localized-link';
import { useCountryName } from '../../../lib/use-country-name';
import { DelegationFlag } from '../../../ui/delegation-flag';
import { EmptyState } from '../../../ui/states';
import { QueryView } from '../../../ui/query-view';
import { Skeleton } from '../../../ui/skeleton';
import { useAthlete, type AthleteProfile } from '../api/get-athlete';
import { useAthleteFull, useIsAdmin } from '../api/get-athlete-full';
import type { AthleteFullProfile } from '../../../../shared/contracts/participants';
import { useDelegations } from '../api/get-delegations';
import { displayName } from '../lib/names';
import { Avatar } from '../components/avatar';
import { MedalIcon } from '../../medals';
import { FollowButton } from '../../follow';

// The athlete's records load with the records feature, after the profile itself.
const AthleteRecords = lazy(() => import('../../records').then((m) => ({ default: m.AthleteRecords })));

function Fact({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2.5" data-testid={testId}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold leading-snug">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface shadow-[0_1px_2px_rgb(0_0_0/0.04)]">
      <h2 className="border-b border-border px-4 py-3 text-[length:var(--text-lead)] font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-5">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

/**
 * An athlete's page. The public answer leaves out what a minor's visitors may not see (the
 * fact is then not shown at all); an admin reads the whole profile, birth date included.
 */
function Profile({ athlete, full }: { athlete: AthleteProfile; full?: AthleteFullProfile }) {
  const { t } = useTranslation('participants');
  const { t: tc } = useTranslation();
  const localize = useLocalizedPath();
  const delegations = useDelegations();
  const countryName = useCountryName().name;
  const delegationName = countryName(
    athlete.delegation,
    delegations.data?.items.find((d) => d.code === athlete.delegation)?.name,
  );
  const name = displayName(athlete.given_name, athlete.family_name);
  const dash = '—';
  return (
    <div className="space-y-4">
      <header className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface p-5 text-center shadow-[0_1px_2px_rgb(0_0_0/0.04)] sm:flex-row sm:text-left">
        <Avatar
          given={athlete.given_name}
          family={athlete.family_name}
          photo={athlete.photo_url}
          alt={t('profile.photo', { name })}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-[length:var(--text-h2)] font-bold leading-tight tracking-tight">{name}</h1>
          <p className="mt-2 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-muted sm:justify-start">
            <DelegationFlag code={athlete.delegation} name={delegationName} size="md" />
            <Link
              to={localize(`/participants/delegations/${athlete.delegation}`)}
              className="font-semibold text-fg underline-offset-2 hover:underline"
              data-testid="profile-delegation"
            >
              {delegationName}
            </Link>
            <span aria-hidden>·</span>
            <span>{tc(`disciplines.${athlete.discipline}`, { defaultValue: athlete.discipline })}</span>
          </p>
        </div>
        <FollowButton kind="athlete" code={athlete.code} name={name} label />
        {athlete.medals.length > 0 && (
          <div className="flex gap-1.5" aria-hidden>
            {athlete.medals.map((m) => (
              <MedalIcon key={m.event_code} medal={m.medal} size="lg" label={false} />
            ))}
          </div>
        )}
      </header>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Fact
          label={t('bib')}
          value={<span className="font-mono">{athlete.bib}</span>}
          testId="profile-bib"
        />
        <Fact
          label={t('profile.gender')}
          value={t(`sex.${athlete.gender}`, { defaultValue: athlete.gender })}
        />
        <Fact
          label={t('profile.age')}
          value={t('profile.years', { count: athlete.age })}
          testId="profile-age"
        />
        {athlete.height_cm !== undefined && (
          <Fact
            label={t('profile.height')}
            value={athlete.height_cm ? `${athlete.height_cm} cm` : dash}
            testId="profile-height"
          />
        )}
        {athlete.weight_kg !== undefined && (
          <Fact
            label={t('profile.weight')}
            value={athlete.weight_kg ? `${athlete.weight_kg} kg` : dash}
            testId="profile-weight"
          />
        )}
        {athlete.institution !== undefined && (
          <Fact
            label={t('profile.institution')}
            value={athlete.institution ?? dash}
            testId="profile-institution"
          />
        )}
        {full && (
          <>
            <Fact label={t('profile.birthDate')} value={full.birth_date} testId="profile-birth-date" />
            <Fact
              label={t('profile.photoConsent')}
              value={t(full.photo_consent ? 'profile.yes' : 'profile.no')}
            />
          </>
        )}
      </dl>
      {full?.minor && (
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-sm text-muted" data-testid="profile-minor-note">
          {t('profile.minorNote')}
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <Suspense fallback={null}>
          <AthleteRecords id={athlete.id} />
        </Suspense>
        <Section title={t('profile.medals')}>
          {athlete.medals.length === 0 ? (
            <p className="px-4 py-4 text-sm text-muted">{t('profile.noMedals')}</p>
          ) : (
            <ul className="divide-y divide-border" data-testid="profile-medals">
              {athlete.medals.map((m) => (
                <li key={m.event_code} className="flex items-center gap-3 px-4 py-3" data-medal={m.medal}>
                  <MedalIcon medal={m.medal} size="md" />
                  <span className="min-w-0 flex-1 font-medium">{m.event_name}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('profile.events')}>
          {athlete.events.length === 0 ? (
            <p className="px-4 py-4 text-sm text-muted">{t('profile.noEvents')}</p>
          ) : (
            <div className="divide-y divide-border">
              {athlete.events.map((e) => (
                <div key={e.event_code} className="px-4 py-3" data-testid="profile-event">
                  <h3 className="font-semibold">{e.event_name}</h3>
                  {e.results.length === 0 ? (
                    <p className="mt-1 text-sm text-muted">{t('profile.noResults')}</p>
                  ) : (
                    <ul className="mt-2 space-y-1">
                      {e.results.map((r) => (
                        <li key={r.unit_code}>
                          <Link
                            to={localize(`/discipline/${r.unit_code.slice(0, 3)}/results/${r.unit_code}`)}
                            className="flex items-center gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm hover:bg-brand-soft"
                          >
                            <span className="min-w-0 flex-1 truncate">{r.unit_name}</span>
                            <span className="shrink-0 text-xs text-muted">
                              {r.rank != null ? t('profile.rank', { rank: r.rank }) : dash}
                            </span>
                            <span className="w-16 shrink-0 text-right font-mono font-semibold tabular-nums">
                              {r.result ?? dash}
                            </span>
                            <ChevronRight size={14} aria-hidden className="shrink-0 text-muted" />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}

/** /participants/profile/{id}: age, never the birth date; a minor's page shows less (see Profile). */
export default function ProfilePage() {
  const { t } = useTranslation('participants');
  const localize = useLocalizedPath();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAthlete(valid ? id : 0);
  const full = useAthleteFull(id, useIsAdmin() && valid);
  const status = ((query.error ?? query.failureReason) as { status?: number } | null)?.status;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={localize('/participants/athletes')}
        className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
      >
        <ArrowLeft size={16} aria-hidden />
        {t('profile.back')}
      </Link>
      {!valid || status === 404 ? (
        <EmptyState title={t('profile.notFound')} icon={<MedalGlyph size={22} aria-hidden />} />
      ) : (
        <QueryView query={query} skeleton={<ProfileSkeleton />} errorMessage={t('error')}>
          {(athlete) => <Profile athlete={full.data ?? athlete} full={full.data} />}
        </QueryView>
      )}
    </div>
  );
}
