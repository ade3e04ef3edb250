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
  // The first Intl calls load the browser's locale data: a worker loads it for the whole
  // renderer process while the app's scripts download, so that neither this script (before
  // the first paint) nor the app's first render does that work on the main thread.
  try {
    new Worker('/intl-warm.js', { name: document.documentElement.lang });
  } catch (e) {
    /* no workers: the app's first Intl call loads the data */
  }
})();
