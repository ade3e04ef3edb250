import { capacitor } from './platform';

/**
 * A Capacitor plugin's bridge object inside the native shells, undefined on the web.
 * @capacitor/core is loaded only here, on first use in the shell, so web visitors never
 * download it; a plugin the page already has (the shell's or a test's) is used as it is.
 */
export async function nativePlugin<T>(name: string): Promise<T | undefined> {
  const cap = capacitor();
  if (!cap?.isNativePlatform?.()) return undefined;
  const present = cap.Plugins?.[name];
  if (present) return present as T;
  const { registerPlugin } = await import('@capacitor/core');
  return registerPlugin<T & object>(name);
}

/** In the shell only: true once window.Capacitor says it is native. */
export function isNative(): boolean {
  return capacitor()?.isNativePlatform?.() ?? false;
}
