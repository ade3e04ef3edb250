import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Directory, Filesystem } from '@capacitor/filesystem';
import { FileViewer } from '@capacitor/file-viewer';
import i18n, { initI18n } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { renderForTest } from '../../ui/render-for-test';
import { fetchFile } from './lib/fetch-file';
import { useFileDownload, type FileDownload } from './use-file-download';
import en from '../../locales/en-US/common.json';
import es from '../../locales/es-ES/common.json';
import pt from '../../locales/pt-PT/common.json';
import az from '../../locales/az-AZ/common.json';

const MB = 1_000_000;

/** A response whose body arrives in chunks of 256 KB, as a network would deliver it. */
function streamed(bytes: Uint8Array, headers: Record<string, string>) {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 256 * 1024));
      at += 256 * 1024;
    },
  });
  return new Response(body, { headers: { 'content-length': String(bytes.length), ...headers } });
}

function mountHook() {
  const hook: { current?: FileDownload } = {};
  function Probe() {
    hook.current = useFileDownload();
    return null;
  }
  renderForTest(<Probe />);
  return { hook };
}

const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size).fill(32);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
};

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n();
  await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces('common');
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { Capacitor?: unknown }).Capacitor;
});

describe('file download', () => {
  it('the messages read as the spec words them, in all four languages', () => {
    expect(en.files).toEqual({
      saved: 'File saved in Documents',
      download_error: 'Error downloading file',
      open_error: 'Error opening file',
    });
    for (const locale of [es, pt, az]) {
      expect(Object.keys(locale.files).sort()).toEqual(Object.keys(en.files).sort());
      for (const [key, text] of Object.entries(locale.files)) expect(text).not.toBe(en.files[key as 'saved']);
    }
  });

  it("counts a streamed file's bytes against its length", async () => {
    vi.stubGlobal('fetch', async () => streamed(pdfBytes(2 * MB), { 'content-type': 'application/pdf' }));
    const seen: [number, number][] = [];
    const { blob, name } = await fetchFile('/f.pdf', { onProgress: (got, total) => seen.push([got, total]) });
    expect(blob.size).toBe(2 * MB);
    expect(name).toBeUndefined();
    expect(seen.length).toBe(8);
    expect(seen.every(([, total]) => total === 2 * MB)).toBe(true);
    expect(seen.at(-1)).toEqual([2 * MB, 2 * MB]);
    vi.unstubAllGlobals();
  });

  it('saves a file under the name the server gives, and the progress is gone when it is done', async () => {
    vi.stubGlobal('fetch', async () =>
      streamed(pdfBytes(2 * MB), {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Gu_a.pdf"; filename*=UTF-8''Gu%C3%ADa.pdf`,
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const { hook } = mountHook();
    let ok = false;
    await act(async () => void (ok = await hook.current!.download({ url: '/f.pdf', file_name: 'f.pdf' })));
    expect(ok).toBe(true);
    expect(saved).toEqual(['Guía.pdf']);
    expect(hook.current!.progress).toBeNull();
    expect(hook.current!.busy).toBe(false);
    vi.unstubAllGlobals();
  });

  it("a failed answer says 'Error downloading file' and saves nothing", async () => {
    vi.stubGlobal('fetch', async () => new Response('no', { status: 500 }));
    const error = vi.spyOn(notify, 'error').mockResolvedValue('x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hook } = mountHook();
    let ok = true;
    await act(async () => void (ok = await hook.current!.download({ url: '/f.pdf', file_name: 'f.pdf' })));
    expect(ok).toBe(false);
    expect(error).toHaveBeenCalledWith('Error downloading file');
    expect(click).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("in a native shell: saved to Documents ('File saved in Documents'), then handed to the system viewer", async () => {
    // The plugins' web implementations stand in for the shell's: Filesystem keeps files in
    // IndexedDB; FileViewer has no web viewer and refuses, which must say 'Error opening file'.
    (window as { Capacitor?: unknown }).Capacitor = {
      isNativePlatform: () => true,
      getPlatform: () => 'android',
      Plugins: { Filesystem, FileViewer },
    };
    vi.stubGlobal('fetch', async () =>
      streamed(pdfBytes(1000), {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="transport-guide.pdf"',
      }),
    );
    const success = vi.spyOn(notify, 'success').mockResolvedValue('x');
    const error = vi.spyOn(notify, 'error').mockResolvedValue('x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hook } = mountHook();
    let ok = false;
    await act(async () => void (ok = await hook.current!.download({ url: '/g', file_name: 'g.pdf' })));
    expect(ok).toBe(true);
    const file = await Filesystem.readFile({ path: 'transport-guide.pdf', directory: Directory.Documents });
    expect(atob(String(file.data)).startsWith('%PDF-1.7')).toBe(true);
    expect(success).toHaveBeenCalledWith('File saved in Documents');
    expect(error).toHaveBeenCalledWith('Error opening file');
    // The web view was not asked to download it.
    expect(click).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
