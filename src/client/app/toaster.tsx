import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useTranslation } from 'react-i18next';
import { colorModeStore, resolvedColorMode } from '../lib/color-mode';
import { toasterMounted } from '../lib/notify';

/**
 * Toast settings. Width 356, swipe threshold 45 px and the 200 ms removal
 * animation are sonner's built-in values (TOAST_WIDTH, SWIPE_THRESHOLD,
 * TIME_BEFORE_UNMOUNT) and have no prop; the rest are set here explicitly.
 */
const TOAST_CONFIG = {
  position: 'top-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 24,
  mobileOffset: 16,
  hotkey: ['altKey', 'KeyT'],
  richColors: true,
  closeButton: true,
} as const;

export default function AppToaster() {
  const { t } = useTranslation();
  const mode = colorModeStore.useStore(resolvedColorMode);
  // Runs after sonner's own effects (children first): it is subscribed by now.
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      {...TOAST_CONFIG}
      hotkey={[...TOAST_CONFIG.hotkey]}
      theme={mode}
      containerAriaLabel={t('toast.label')}
    />
  );
}
