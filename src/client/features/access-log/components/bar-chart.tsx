import { useEffect, useRef } from 'react';
import { colorModeStore, resolvedColorMode } from '../../../lib/color-mode';

/** The chart library, fetched the first time a chart is drawn: no other screen downloads it. */
let library: Promise<typeof import('chart.js')> | null = null;
function loadCharts() {
  library ??= import('chart.js').then((lib) => {
    lib.Chart.register(lib.BarController, lib.BarElement, lib.CategoryScale, lib.LinearScale, lib.Tooltip);
    return lib;
  });
  return library;
}

/** A bar chart on a canvas; the same numbers are listed beside it for screen readers and copying. */
export function BarChart({
  labels,
  values,
  label,
  colors,
}: {
  labels: string[];
  values: number[];
  label: string;
  colors?: string[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const mode = colorModeStore.useStore(resolvedColorMode);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const style = getComputedStyle(el);
    const text = style.color;
    const grid = mode === 'dark' ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)';
    const brand = style.getPropertyValue('--brand').trim() || '#0a5cd8';
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void loadCharts().then(({ Chart }) => {
      if (cancelled) return;
      chart = new Chart(el, {
        type: 'bar',
        data: {
          labels,
          datasets: [{ label, data: values, backgroundColor: colors ?? brand, borderRadius: 4 }],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { tooltip: { enabled: true } },
          scales: {
            x: { ticks: { color: text }, grid: { display: false } },
            y: { beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, values, label, colors, mode]);
  return (
    <div className="relative h-48 w-full text-muted">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
