import { createStore } from './create-store';
import { storage } from './storage';

/** Preference system | light | dark under the key nuxt-color-mode. */
export const COLOR_MODE_KEY = 'nuxt-color-mode';
export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorModePreference = (typeof COLOR_MODES)[number];

function readPreference(): ColorModePreference {
  const v = storage.get(COLOR_MODE_KEY);
  return (COLOR_MODES as readonly string[]).includes(v ?? '') ? (v as ColorModePreference) : 'system';
}

// matchMedia is missing in some embedded web views (and jsdom): treat as light.
const systemQuery = (): MediaQueryList | undefined => window.matchMedia?.('(prefers-color-scheme: dark)');

export const colorModeStore = createStore({
  preference: readPreference(),
  systemDark: typeof window !== 'undefined' && Boolean(systemQuery()?.matches),
  /** A page may force a mode (route meta); it never changes the stored preference. */
  forced: null as 'light' | 'dark' | null,
});

export function resolvedColorMode(s = colorModeStore.getState()): 'light' | 'dark' {
  if (s.forced) return s.forced;
  if (s.preference === 'system') return s.systemDark ? 'dark' : 'light';
  return s.preference;
}

export function setColorModePreference(preference: ColorModePreference) {
  storage.set(COLOR_MODE_KEY, preference);
  colorModeStore.setState({ preference });
}

function apply() {
  const mode = resolvedColorMode();
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

/** Keeps <html class="dark"> in step with the preference, the system and forced pages. */
export function startColorMode() {
  colorModeStore.subscribe(apply);
  systemQuery()?.addEventListener('change', (e) => colorModeStore.setState({ systemDark: e.matches }));
  window.addEventListener('storage', (e) => {
    if (e.key === COLOR_MODE_KEY) colorModeStore.setState({ preference: readPreference() });
  });
  apply();
}
