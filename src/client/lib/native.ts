import { capacitor, currentPlatform } from './platform';

/**
 * A Capacitor plugin's bridge object inside the native shells, undefined on the web.
 * @capacitor/core is loaded only here, on first use in the shell, so web visitors never
 * download it; a plugin the page already has (the shell's or a test's) is used as it is.
 */
export async function nativePlugin<T>(name: string): Promise<T | undefined> {
  const cap = capacitor();
  if (!cap || !isNative()) return undefined;
  const present = cap.Plugins?.[name];
  if (present) return notThenable(present as T & object);
  const { registerPlugin } = await import('@capacitor/core');
  const plugin = registerPlugin<T & object>(name);
  // A shell built without the plugin: its calls would only fail, so it counts as absent.
  if (capacitor()?.isPluginAvailable?.(name) === false) return undefined;
  return notThenable(plugin);
}

/**
 * Capacitor's plugin objects are proxies that answer every property with a plugin method,
 * `then` included: returned from an async function as they are, they would be taken for a
 * promise and awaited (a call to a "then" method the plugin does not have), never resolving.
 */
function notThenable<T extends object>(plugin: T): T {
  return new Proxy(plugin, {
    get: (target, prop) => (prop === 'then' ? undefined : (target as Record<PropertyKey, unknown>)[prop]),
  });
}

/**
 * In the native shells. The platform the page started on counts as well as what
 * window.Capacitor says now: loading @capacitor/core (a plugin package) redoes that object's
 * own detection, which a shell simulated in a browser (the end-to-end tests) does not pass.
 */
export function isNative(): boolean {
  if (capacitor()?.isNativePlatform?.()) return true;
  const platform = currentPlatform();
  return platform === 'ios' || platform === 'android';
}
