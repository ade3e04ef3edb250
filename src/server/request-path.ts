/**
 * The path of a request's address as the router reads it: percent-decoded, without the
 * query. The router matches /%61pi/medals to /api/medals, so everything that decides by the
 * path (which headers an answer gets) reads the same decoded path, or a re-encoded address
 * would get a page's headers on an API answer. A malformed encoding is left as sent (the
 * router refuses that address anyway).
 */
export function decodedPath(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
