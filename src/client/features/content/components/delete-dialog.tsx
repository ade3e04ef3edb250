import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** Asks before an item is deleted for good. */
export function DeleteDialog({
  title,
  open,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog open={open} onClose={onCancel} title={t('delete.title')}>
      <p>{t('delete.body', { title })}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error.message}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button variant="danger" size="lg" loading={pending} onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
