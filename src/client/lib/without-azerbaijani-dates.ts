/**
 * For tests: makes `Intl.DateTimeFormat` behave as on a platform without Azerbaijani date
 * data, which still accepts the language but writes ICU's root names ("M07 19, Sun") where a
 * date has names; numeric times still read "18:30". Self-contained, so a browser test can run
 * it as an init script. Nothing in the app imports it.
 */
export function dropAzerbaijaniDateData(): void {
  const Platform = Intl.DateTimeFormat;
  class WithoutAzerbaijani extends Platform {
    readonly #root: boolean;
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locales, options);
      const named = !!(options?.month || options?.weekday || options?.dateStyle);
      this.#root = named && String(locales).startsWith('az');
    }
    override format(date?: Date | number): string {
      return this.#root ? 'M07 19, Sun' : super.format(date);
    }
  }
  Intl.DateTimeFormat = WithoutAzerbaijani as unknown as typeof Intl.DateTimeFormat;
}
