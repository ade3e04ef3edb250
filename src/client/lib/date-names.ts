/**
 * Month and weekday names the app ships for languages whose date data some platforms
 * leave out: a browser without Azerbaijani data formats "M07 19, Sun". Written as the
 * language writes them mid-sentence (Azerbaijani months and weekdays are lower-case);
 * weekdays from Sunday, as Date.getUTCDay counts.
 */
export interface DateNames {
  months: readonly string[];
  monthsShort: readonly string[];
  weekdays: readonly string[];
  weekdaysShort: readonly string[];
}

export const OWN_DATE_NAMES: Readonly<Record<string, DateNames>> = {
  az: {
    months: [
      'yanvar',
      'fevral',
      'mart',
      'aprel',
      'may',
      'iyun',
      'iyul',
      'avqust',
      'sentyabr',
      'oktyabr',
      'noyabr',
      'dekabr',
    ],
    monthsShort: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
    weekdays: ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'],
    weekdaysShort: ['B.', 'B.e.', 'Ç.a.', 'Ç.', 'C.a.', 'C.', 'Ş.'],
  },
};
