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
 * Saves a file link's file to the device's Documents folder (native shells, where a web view
 * cannot download), announces it, and opens it in the system viewer. Each step that fails
 * says which one did. False when the shell has no file plugin.
 */
export async function saveToDocuments(url: string, fileName: string): Promise<boolean> {
  const [files, viewer] = await Promise.all([
    nativePlugin<FilesystemPlugin>('Filesystem'),
    nativePlugin<FileViewerPlugin>('FileViewer'),
  ]);
  if (!files) return false;
  let uri: string;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const data = toBase64(await res.arrayBuffer());
    uri = (await files.writeFile({ path: fileName, data, directory: 'DOCUMENTS', recursive: true })).uri;
  } catch (err) {
    console.warn('file not saved', err);
    void notify.error(i18n.t('files.download_error'));
    return true;
  }
  void notify.success(i18n.t('files.saved'));
  try {
    await viewer?.openDocumentFromLocalPath({ path: uri });
  } catch (err) {
    console.warn('file not opened', err);
    void notify.error(i18n.t('files.open_error'));
  }
  return true;
}
