import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name over the ASCII one', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="Gu_a.pdf"; filename*=UTF-8''Gu%C3%ADa%202026.pdf`),
    ).toBe('Guía 2026.pdf');
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameFromDisposition('inline; filename="report \\"C73\\".pdf"')).toBe('report "C73".pdf');
    expect(fileNameFromDisposition('attachment; filename=feedback.csv')).toBe('feedback.csv');
  });

  it('drops folders and refuses empty or dot names', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fx.pdf`)).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeUndefined();
    expect(fileNameFromDisposition('inline')).toBeUndefined();
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('falls back to the plain name when the UTF-8 one is malformed', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
  });
});
