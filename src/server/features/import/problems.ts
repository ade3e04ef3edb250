import type { ImportProblem } from '../../../shared/contracts/import';
import type { LocaleTag } from '../../../shared/domain/locales';
import { importMessage, type ImportMessageKey } from '../../../shared/i18n/import-messages';

type Where = Pick<ImportProblem, 'file' | 'sheet' | 'row' | 'cell' | 'column'>;

/** Collects the problems of a file, each at its row and cell, in one language. */
export class ProblemSink {
  readonly list: ImportProblem[] = [];
  constructor(private readonly locale: LocaleTag) {}

  add(
    where: Where,
    code: ImportMessageKey,
    params: Record<string, string | number>,
    severity: ImportProblem['severity'] = 'error',
  ): void {
    this.list.push({ ...where, code, message: importMessage(code, this.locale, params), severity });
  }

  /** The first `max` problems, errors before warnings (each in the order found). */
  listed(max: number): ImportProblem[] {
    if (this.list.length <= max) return this.list;
    return [
      ...this.list.filter((p) => p.severity === 'error'),
      ...this.list.filter((p) => p.severity !== 'error'),
    ].slice(0, max);
  }

  get errors(): number {
    return this.list.filter((p) => p.severity === 'error').length;
  }
}
