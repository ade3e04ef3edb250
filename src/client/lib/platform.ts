import type { Platform } from '../../shared/domain/platform';

interface CapacitorGlobal {
  getPlatform?: () => string;
  isNativePlatform?: () => boolean;
  isPluginAvailable?: (name: string) => boolean;
  Plugins?: Record<string, unknown>;
}

export function capacitor(win: Window = window): CapacitorGlobal | undefined {
  return (win as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
}

/**
 * web, ios, android or android-pwa. The native shells inject window.Capacitor;
 * an installed web app runs in standalone display mode.
 */
export function detectPlatform(win: Window = window): Platform {
  const native = capacitor(win)?.getPlatform?.();
  if (native === 'ios' || native === 'android') return native;
  const standalone = win.matchMedia?.('(display-mode: standalone)').matches ?? false;
  if (standalone && /android/i.test(win.navigator.userAgent)) return 'android-pwa';
  return 'web';
}

let cached: Platform | undefined;
export function currentPlatform(): Platform {
  return (cached ??= detectPlatform());
}
