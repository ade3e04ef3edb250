import { useTranslation } from 'react-i18next';

/** A 12-bar spinner (the same one the toasts use). */
export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      aria-label={label ?? t('state.loading')}
      className="inline-block"
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} className="animate-spin [animation-duration:1.2s]">
        {Array.from({ length: 12 }, (_, i) => (
          <rect
            key={i}
            x="11"
            y="2"
            width="2"
            height="6"
            rx="1"
            fill="currentColor"
            opacity={(i + 1) / 12}
            transform={`rotate(${i * 30} 12 12)`}
          />
        ))}
      </svg>
    </span>
  );
}
