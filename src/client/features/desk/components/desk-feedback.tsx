import { useTranslation } from 'react-i18next';

/** The look of the desk's inputs and selects. */
export const deskInput = 'h-11 rounded-lg border border-control bg-surface px-2 text-sm';

/** What became of the last save: the server's refusal, or a short confirmation. */
export function DeskFeedback({ error, done }: { error: Error | null; done: boolean }) {
  const { t } = useTranslation('admin');
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        {error.message}
      </p>
    );
  }
  return done ? (
    <p role="status" className="text-sm text-success">
      {t('desk.saved')}
    </p>
  ) : null;
}
