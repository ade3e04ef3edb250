/**
 * Hands a fetched file to the browser as a download under the given name. The link is never
 * put in the page: a native shell's listener for file links (lib/native-file-links) must not
 * see it, and nothing flashes on screen. The object URL is released once the browser has
 * taken the file.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
