// In the page's head: runs before the first paint, while the app's scripts download.
(function () {
  // The stored colour mode (key nuxt-color-mode: system | light | dark) for the first paint.
  try {
    var pref = localStorage.getItem('nuxt-color-mode') || 'system';
    var dark = pref === 'dark' || (pref === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    /* storage blocked: stay light */
  }
  // The first Intl calls load the browser's date and number data (decision 0031): here they
  // overlap the scripts' download instead of being long tasks when the app starts. Each kind
  // loads its own data: dates, numbers (every count in a text), plural rules.
  try {
    var lang = document.documentElement.lang || undefined;
    new Intl.DateTimeFormat(lang).resolvedOptions();
    new Intl.NumberFormat(lang).format(1);
    new Intl.PluralRules(lang).select(1);
  } catch (e) {
    /* no Intl: the app falls back to UTC */
  }
})();
