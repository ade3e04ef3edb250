import type { ExternalToast } from 'sonner';
import { createStore } from './create-store';

/**
 * Toasts, loaded on first use: sonner and the toaster stay out of the first-load
 * bundle (the first-load budget, decision 0004) and arrive the first time something is announced.
 */
type Sonner = typeof import('sonner');
type Kind = 'message' | 'success' | 'error' | 'warning' | 'info' | 'loading';

export const toasterStore = createStore({ requested: false });

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
/** Called by the toaster once it is on screen and listening. */
export function toasterMounted() {
  markMounted();
}

let sonner: Promise<Sonner> | undefined;
function load(): Promise<Sonner> {
  sonner ??= import('sonner').then(async (mod) => {
    toasterStore.setState({ requested: true });
    await mounted;
    return mod;
  });
  return sonner;
}

function show(kind: Kind) {
  return (message: string, options?: ExternalToast) =>
    load().then(({ toast }) =>
      kind === 'message' ? toast(message, options) : toast[kind](message, options),
    );
}

export const notify = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  loading: show('loading'),
  dismiss: (id?: string | number) => void load().then(({ toast }) => toast.dismiss(id)),
};
