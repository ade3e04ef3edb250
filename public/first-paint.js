// Applies the stored colour mode (key nuxt-color-mode: system | light | dark) before first paint.
(function () {
  try {
    var pref = localStorage.getItem('nuxt-color-mode') || 'system';
    var dark = pref === 'dark' || (pref === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    /* storage blocked: stay light */
  }
})();
