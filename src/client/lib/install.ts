import { createStore } from './create-store';
import { capacitor } from './platform';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's install prompt, kept when it is offered (Chromium on Android and desktop). */
export const installStore = createStore<{ prompt: InstallPromptEvent | null }>({ prompt: null });

/** Listens from the start: the browser offers the prompt once, early. */
export function startInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // our own entry shows it, when the reader asks
    installStore.setState({ prompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => installStore.setState({ prompt: null }));
}

export async function promptInstall() {
  const prompt = installStore.getState().prompt;
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice.catch(() => null);
  installStore.setState({ prompt: null }); // a prompt can be used once
}

/** iPhone or iPad Safari, not yet on the home screen: it has no prompt, only Share → Add to Home Screen. */
export function needsIosInstallHint(win: Window = window): boolean {
  if (capacitor(win)) return false;
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const ios =
    /iphone|ipad|ipod/i.test(nav.userAgent) || (/macintosh/i.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const safari = /safari/i.test(nav.userAgent) && !/crios|fxios|edgios/i.test(nav.userAgent);
  return ios && safari && !nav.standalone;
}
