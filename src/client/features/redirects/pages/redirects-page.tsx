import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { Redirect } from '../../../../shared/contracts/redirects';
import { isApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { ErrorView } from '../../../ui/error-view';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useAddRedirect } from '../api/add-redirect';
import { useEditRedirect } from '../api/edit-redirect';
import { useRedirects } from '../api/get-redirects';
import { useRemoveRedirect } from '../api/remove-redirect';

const inputClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-border bg-surface px-3 text-[0.9375rem] text-fg outline-none placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-danger';

type Draft = { path: string; target: string; status: 301 | 302 };
const EMPTY: Draft = { path: '', target: '', status: 301 };

/**
 * /admin/redirects: old addresses that send visitors elsewhere (a renamed page, a printed
 * link). The server refuses a redirect to itself or one that would go round in a circle; its
 * sentence, in the reader's language, shows under the form.
 */
export default function RedirectsPage() {
  const { t } = useTranslation('admin');
  const list = useRedirects();
  const add = useAddRedirect();
  const edit = useEditRedirect();
  const remove = useRemoveRedirect();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const ids = useId();
  const status = (list.error as { status?: number } | null)?.status;
  if (status === 401 || status === 403)
    return <ErrorView details={{ status: 403, statusText: 'Forbidden' }} />;

  const failed = (err: unknown) =>
    setProblem(isApiError(err) && err.status < 500 ? err.message : t('redirects.failed'));
  const reset = () => {
    setDraft(EMPTY);
    setEditing(null);
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const onSuccess = (saved: { path: string }) => {
      setDone(t(editing === null ? 'redirects.added' : 'redirects.saved', { path: saved.path }));
      reset();
    };
    if (editing === null) add.mutate(draft, { onSuccess, onError: failed });
    else edit.mutate({ from: editing, ...draft }, { onSuccess, onError: failed });
  };
  const startEdit = (r: Redirect) => {
    setEditing(r.path);
    setDraft({ path: r.path, target: r.target, status: r.status });
    setProblem(null);
    setDone('');
    document.getElementById(`${ids}-path`)?.focus();
  };
  const drop = (path: string) => {
    setDone('');
    remove.mutate(path, {
      onSuccess: () => {
        setDone(t('redirects.removed', { path }));
        if (editing === path) reset();
      },
      onError: failed,
    });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title={t('redirects.title')} subtitle={t('redirects.subtitle')} />
      <form
        onSubmit={submit}
        aria-labelledby={`${ids}-form`}
        className="space-y-3 rounded-xl border border-border bg-surface p-4"
      >
        <h2 id={`${ids}-form`} className="text-lg font-bold">
          {editing === null ? t('redirects.addTitle') : t('redirects.editTitle', { path: editing })}
        </h2>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-path`} className="block text-sm font-semibold">
            {t('redirects.path')}
          </label>
          <input
            id={`${ids}-path`}
            className={inputClass}
            value={draft.path}
            required
            autoCapitalize="off"
            spellCheck={false}
            placeholder="/news"
            aria-describedby={`${ids}-path-hint`}
            onChange={(e) => setDraft({ ...draft, path: e.target.value })}
          />
          <p id={`${ids}-path-hint`} className="text-xs text-muted">
            {t('redirects.pathHint')}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-target`} className="block text-sm font-semibold">
            {t('redirects.target')}
          </label>
          <input
            id={`${ids}-target`}
            className={inputClass}
            value={draft.target}
            required
            autoCapitalize="off"
            spellCheck={false}
            placeholder="/venues"
            aria-describedby={`${ids}-target-hint`}
            onChange={(e) => setDraft({ ...draft, target: e.target.value })}
          />
          <p id={`${ids}-target-hint`} className="text-xs text-muted">
            {t('redirects.targetHint')}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${ids}-status`} className="block text-sm font-semibold">
            {t('redirects.status')}
          </label>
          <select
            id={`${ids}-status`}
            className={inputClass}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value === '302' ? 302 : 301 })}
          >
            <option value={301}>{t('redirects.permanent')}</option>
            <option value={302}>{t('redirects.temporary')}</option>
          </select>
        </div>
        {problem && (
          <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={add.isPending || edit.isPending}>
            {editing === null ? t('redirects.add') : t('redirects.save')}
          </Button>
          {editing !== null && (
            <Button type="button" variant="secondary" onClick={reset}>
              {t('redirects.cancel')}
            </Button>
          )}
        </div>
      </form>
      <p role="status" className="text-sm font-medium empty:hidden">
        {done}
      </p>
      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} className="mb-3 text-lg font-bold">
          {t('redirects.list')}
        </h2>
        {list.isPending ? (
          <Spinner />
        ) : list.error ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t('redirects.empty')} />
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {list.data.items.map((r) => (
              <li key={r.path} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                <p className="min-w-0 flex-1 basis-56">
                  <span className="break-all font-mono text-sm font-semibold">{r.path}</span>
                  <ArrowRight size={14} className="mx-1.5 inline text-muted" aria-label={t('redirects.to')} />
                  <span className="break-all font-mono text-sm">{r.target}</span>
                  <span className="block text-xs text-muted">
                    {r.status === 301 ? t('redirects.permanent') : t('redirects.temporary')}
                  </span>
                </p>
                <span className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Pencil size={16} aria-hidden />}
                    aria-label={t('redirects.editOne', { path: r.path })}
                    onClick={() => startEdit(r)}
                  >
                    {t('redirects.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Trash2 size={16} aria-hidden />}
                    aria-label={t('redirects.removeOne', { path: r.path })}
                    loading={remove.isPending && remove.variables === r.path}
                    onClick={() => drop(r.path)}
                  >
                    {t('redirects.remove')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
