import type { AppConfig } from './config';

/**
 * The brand colours an organiser sets (BRAND_PRIMARY, BRAND_ACCENT) are checked at start
 * against the backgrounds they are drawn on, with the WCAG 2 contrast ratio. A failing pair
 * does not stop the server (the games go on), it leaves a warning in the log.
 */

/** The app's backgrounds (src/client/styles.css: --bg and --surface, light and dark). */
export const BACKGROUNDS = {
  light: ['#f4f6fb', '#ffffff'],
  dark: ['#0b1220', '#121b2e'],
} as const;

/** AA: 4.5:1 for text, 3:1 for graphics and controls. */
export const AA_TEXT = 4.5;
export const AA_GRAPHIC = 3;

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export interface ContrastProblem {
  variable: 'BRAND_PRIMARY' | 'BRAND_ACCENT';
  colour: string;
  against: string;
  use: string;
  ratio: number;
  needed: number;
}

/**
 * The primary colour is link and heading text on the light backgrounds and the fill behind
 * white button text; the accent is a fill (progress, icons) drawn on the dark backgrounds
 * and beside a text label on the light ones, so it needs 3:1 against the dark backgrounds.
 */
export function brandContrastProblems(
  config: Pick<AppConfig, 'BRAND_PRIMARY' | 'BRAND_ACCENT'>,
): ContrastProblem[] {
  const checks: Omit<ContrastProblem, 'ratio'>[] = [
    ...BACKGROUNDS.light.map((bg) => ({
      variable: 'BRAND_PRIMARY' as const,
      colour: config.BRAND_PRIMARY,
      against: bg,
      use: 'text on the light background',
      needed: AA_TEXT,
    })),
    {
      variable: 'BRAND_PRIMARY',
      colour: config.BRAND_PRIMARY,
      against: '#ffffff',
      use: 'background of white button text',
      needed: AA_TEXT,
    },
    ...BACKGROUNDS.dark.map((bg) => ({
      variable: 'BRAND_ACCENT' as const,
      colour: config.BRAND_ACCENT,
      against: bg,
      use: 'graphic on the dark background',
      needed: AA_GRAPHIC,
    })),
  ];
  return checks
    .map((c) => ({ ...c, ratio: Math.round(contrastRatio(c.colour, c.against) * 100) / 100 }))
    .filter((c) => c.ratio < c.needed);
}

/** One log line per failing pair. */
export function warnBrandContrast(
  config: Pick<AppConfig, 'BRAND_PRIMARY' | 'BRAND_ACCENT'>,
  warn: (obj: object, msg: string) => void,
) {
  for (const p of brandContrastProblems(config)) {
    warn(
      p,
      `${p.variable} ${p.colour} fails WCAG AA as ${p.use} (${p.against}): contrast ${p.ratio}:1, needs ${p.needed}:1`,
    );
  }
}
