/** Thin top bar while a route loads (uiStore.progressVisible). */
export function ProgressBar({ visible }: { visible: boolean }) {
  return (
    <div
      aria-hidden={!visible}
      data-testid="route-progress"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent transition-[opacity,transform] duration-300 ${
        visible ? 'scale-x-90 opacity-100' : 'scale-x-100 opacity-0'
      }`}
    />
  );
}
