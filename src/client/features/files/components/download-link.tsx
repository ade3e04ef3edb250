import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../../../lib/plain-click';
import { isSameOrigin, type FileRef } from '../lib/file-ref';
import type { FileDownload } from '../use-file-download';

/**
 * A file's download as a link: without scripts, or for a file on another site, the browser
 * fetches it itself (`download` names it). Otherwise the page fetches it (useFileDownload) to
 * show its progress, name it as the server does and, in the native shells, save it to
 * Documents; handling the click here keeps the shell's own file-link listener out of it.
 */
export function DownloadLink({
  file,
  state,
  className,
  label,
  children,
}: {
  file: FileRef;
  state: FileDownload;
  className?: string;
  /** The accessible name, when the visible text alone does not say which file. */
  label?: string;
  children: ReactNode;
}) {
  const local = isSameOrigin(file.url);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e) || !local) return;
    e.preventDefault();
    void state.download(file);
  };
  return (
    <a
      href={file.url}
      download={file.file_name}
      {...(local ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      onClick={onClick}
      aria-label={label}
      aria-busy={state.busy || undefined}
      className={className}
      data-testid="document-download"
    >
      {children}
    </a>
  );
}
