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
})();
