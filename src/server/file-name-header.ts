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
