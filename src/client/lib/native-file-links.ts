/**
 * In the native shells a web view cannot download: a file link (an `a` with `download`) is
 * saved to the device's Documents folder instead (`saveToDocuments`, a chunk of its own).
 * The listener itself is in place before the first render, so that a tap on a link drawn
 * before that chunk has arrived is not left to the web view, which would drop it.
 */
export function startNativeFileLinks() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[download]');
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    event.preventDefault();
    const name =
      link.getAttribute('download') || decodeURIComponent(link.pathname.split('/').pop() || 'file');
    // A shell built without the file plugins still gets the file, as a browser would.
    const asBrowser = () => window.location.assign(link.href);
    void import('./native-files')
      .then((files) => files.saveToDocuments(link.href, name))
      .then((saved) => saved || asBrowser(), asBrowser);
  });
}
