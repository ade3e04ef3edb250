import { HttpError } from './http-error';

/**
 * The file name an upload carries in its X-File-Name header, URI-encoded by the client
 * (a header cannot carry most non-Latin characters as they are). A malformed encoding
 * ("%E0%A4%A", a lone "%") is the client's mistake: it is refused with a message before
 * anything is read or stored, rather than failing as a server error or being kept half
 * decoded. Undefined when the header is absent.
 */
export function decodeFileNameHeader(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'BAD_FILE_NAME', 'badFileName');
  }
}

/**
 * A Content-Disposition naming a file: `filename` for old clients (ASCII only, quotes and
 * backslashes replaced) and `filename*` with the real name in UTF-8, which the app's download
 * reads first. `inline` shows it in the browser, `attachment` saves it.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
