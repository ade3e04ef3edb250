import { useTranslation } from 'react-i18next';
import { uiStore } from '../lib/ui-store';
import { currentPlatform } from '../lib/platform';
import { colorModeStore, resolvedColorMode } from '../lib/color-mode';

/** Opened with ?debug=1 (off with ?debug=0): what the app believes about this device. */
export function DebugBanner() {
  const { i18n } = useTranslation();
  const visible = uiStore.useStore((s) => s.debugBannerVisible);
  const height = uiStore.useStore((s) => s.windowHeight);
  const mode = colorModeStore.useStore(resolvedColorMode);
  if (!visible) return null;
  return (
    <div className="fixed bottom-0 left-0 z-50 rounded-tr-lg bg-black/80 px-2 py-1 font-mono text-[11px] text-white">
      {currentPlatform()} · {i18n.language} · {mode} · {height}px · {import.meta.env.MODE}
    </div>
  );
}
