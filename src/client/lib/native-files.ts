import i18n from './i18n';
import { nativePlugin } from './native';
import { notify } from './notify';

interface FilesystemPlugin {
  writeFile(options: { path: string; data: string; directory: 'DOCUMENTS'; recursive?: boolean }): Promise<{
    uri: string;
  }>;
}
interface FileViewerPlugin {
  openDocumentFromLocalPath(options: { path: string }): Promise<void>;
}

function toBase64(bytes: ArrayBuffer): string {
  const all = new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < all.length; i += 0x8000) text += String.fromCharCode(...all.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * Writes a file's bytes to the device's Documents folder (native shells, where a web view
 * cannot download), announces it, and opens it in the system viewer. Each step that fails
 * says which one did. 'unavailable' when the shell has no file plugin (the caller then
 * downloads as a browser would).
 */
export async function writeToDocuments(
  data: Blob | ArrayBuffer,
  fileName: string,
): Promise<'saved' | 'failed' | 'unavailable'> {
  const [files, viewer] = await Promise.all([
    nativePlugin<FilesystemPlugin>('Filesystem'),
    nativePlugin<FileViewerPlugin>('FileViewer'),
  ]);
  if (!files) return 'unavailable';
  let uri: string;
  try {
    const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
    uri = (
      await files.writeFile({
        path: fileName,
        data: toBase64(bytes),
        directory: 'DOCUMENTS',
        recursive: true,
      })
    ).uri;
  } catch (err) {
    console.warn('file not saved', err);
    void notify.error(i18n.t('files.download_error'));
    return 'failed';
  }
  void notify.success(i18n.t('files.saved'));
  try {
    await viewer?.openDocumentFromLocalPath({ path: uri });
  } catch (err) {
    console.warn('file not opened', err);
    void notify.error(i18n.t('files.open_error'));
  }
  return 'saved';
}

/** A file link's file, fetched and saved to Documents (see writeToDocuments). False when the shell has no file plugin. */
export async function saveToDocuments(url: string, fileName: string): Promise<boolean> {
  if (!(await nativePlugin<FilesystemPlugin>('Filesystem'))) return false;
  let bytes: ArrayBuffer;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = await res.arrayBuffer();
  } catch (err) {
    console.warn('file not fetched', err);
    void notify.error(i18n.t('files.download_error'));
    return true;
  }
  return (await writeToDocuments(bytes, fileName)) !== 'unavailable';
}
