/**
 * The file name a response's Content-Disposition gives: the UTF-8 `filename*` when present
 * (it carries names in any script), else the plain `filename`. Folders in it are dropped, so
 * a name can never point outside the folder a native shell saves into. Undefined when the
 * header names nothing usable.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  let name: string | undefined;
  if (extended) {
    const value = extended.replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[\w-]*'/, '');
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2]?.replace(/\\(.)/g, '$1') ?? plain[1]!.trim()) : undefined;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base && base !== '.' && base !== '..' ? base : undefined;
}
