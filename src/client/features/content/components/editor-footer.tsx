import { Button } from '../../../ui/button';

/** The end of an organisers' editor: the save's error, if any, then Cancel and the save button. */
export function EditorFooter({
  error,
  pending,
  onCancel,
  cancelLabel,
  submitLabel,
}: {
  error: Error | null;
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" size="lg" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
