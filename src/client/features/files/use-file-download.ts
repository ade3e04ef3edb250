import { useCallback, useRef, useState } from 'react';
import i18n from '../../lib/i18n';
import { isNative } from '../../lib/native';
import { notify } from '../../lib/notify';
import { fetchFile } from './lib/fetch-file';
import { BIG_FILE_BYTES, type FileRef } from './lib/file-ref';
import { saveBlob } from './lib/save-blob';

export interface FileDownload {
  /** Fetches the file and saves it: a browser download, or Documents in the native shells. False if it failed. */
  download: (file: FileRef) => Promise<boolean>;
  /** 0 to 1 while a file over 1 MB is coming; null otherwise. */
  progress: number | null;
  busy: boolean;
}

/**
 * One download at a time per control. The file is fetched by the page (not left to the
 * browser) so that its progress can be shown and a failure said in the reader's language;
 * it is saved under the name the server gives (Content-Disposition), else the one it was
 * listed with.
 */
export function useFileDownload(): FileDownload {
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const download = useCallback(async (file: FileRef) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      let fetched;
      try {
        fetched = await fetchFile(file.url, {
          expectedBytes: file.bytes,
          onProgress: (received, total) => total > BIG_FILE_BYTES && setProgress(received / total),
        });
      } catch (err) {
        console.warn('file not downloaded', err);
        void notify.error(i18n.t('files.download_error'));
        return false;
      }
      const name = fetched.name ?? file.file_name;
      if (isNative()) {
        // Its own chunk, as for file links: web visitors never load the shell's file code.
        const { writeToDocuments } = await import('../../lib/native-files');
        const saved = await writeToDocuments(fetched.blob, name);
        if (saved !== 'unavailable') return saved === 'saved';
      }
      saveBlob(fetched.blob, name);
      return true;
    } finally {
      running.current = false;
      setBusy(false);
      setProgress(null);
    }
  }, []);
  return { download, progress, busy };
}
