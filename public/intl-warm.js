// A worker started by the page's head script (first-paint.js). The first Intl call of a page
// loads the browser's locale data (40-80 ms on a 2-core machine, whichever API comes first);
// that data is cached for the whole renderer process, not per thread, so loading it here lets
// the page's own first calls find it loaded without the page's main thread doing the work.
// One call per kind the app uses: dates with and without a time zone (the device's zone is
// read once), numbers, plural rules, region names and sorting, in the page's language (the
// worker's name) and in en-US, the locale the app reads an instant's day and hour in.
(function () {
  var lang = self.name || undefined;
  var uses = [
    function () {
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).resolvedOptions();
    },
    function () {
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        hourCycle: 'h23',
        hour: '2-digit',
        day: '2-digit',
      }).formatToParts(0);
    },
    function () {
      new Intl.NumberFormat(lang).format(1);
    },
    function () {
      new Intl.PluralRules(lang).select(1);
    },
    function () {
      new Intl.DisplayNames(lang, { type: 'region' }).of('FR');
    },
    function () {
      new Intl.Collator(lang).compare('a', 'b');
    },
  ];
  for (var i = 0; i < uses.length; i++) {
    try {
      uses[i]();
    } catch (e) {
      /* an API this browser lacks: the page loads that data itself when it needs it */
    }
  }
  self.close();
})();
