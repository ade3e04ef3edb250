import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { colorModeStore, resolvedColorMode } from '../../../lib/color-mode';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

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
    const chart = new Chart(el, {
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
    return () => chart.destroy();
  }, [labels, values, label, colors, mode]);
  return (
    <div className="relative h-48 w-full text-muted">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
