import { Card } from '../../../ui/card';
import type { FileRef } from '../lib/file-ref';
import { DocumentFile } from './document-file';

/** A page's documents as one card of rows (nothing at all when there are none). */
export function DocumentFileList({ files }: { files: readonly (FileRef & { id?: string })[] }) {
  if (files.length === 0) return null;
  return (
    <Card className="divide-y divide-border">
      {files.map((f) => (
        <DocumentFile key={f.id ?? f.url} file={f} />
      ))}
    </Card>
  );
}
