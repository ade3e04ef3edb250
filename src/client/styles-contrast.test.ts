import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The colour tokens of styles.css, read as the browser would (hex, var() and
 * color-mix() in oklab), and the WCAG contrast of each text/background pair the
 * screens draw, in light and dark mode. A token changed to a low-contrast value fails here.
 */

type Rgb = [number, number, number];
type Tokens = Record<string, string>;

// Read from disk: the test runner hands stylesheets to imports as empty strings.
const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');

function block(selector: string): Tokens {
  const body = css.match(new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm'))?.[1];
  if (!body) throw new Error(`no ${selector} block in styles.css`);
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block(':root');
const dark = { ...light, ...block('.dark') };

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function toOklab([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [r, g, b].map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return rgb.map((c) => Math.min(1, Math.max(0, fromLinear(c)))) as Rgb;
}

/** A token's value as sRGB in 0..1. */
function resolve(value: string, tokens: Tokens): Rgb {
  const v = value.trim();
  if (v === 'white') return [1, 1, 1];
  if (v === 'black') return [0, 0, 0];
  const hex = v.match(/^#([0-9a-f]{6})$/i)?.[1];
  if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Rgb;
  const ref = v.match(/^var\((--[\w-]+)\)$/)?.[1];
  if (ref) return resolve(tokens[ref] ?? '', tokens);
  const mix = v.match(/^color-mix\(in oklab, (.+?) (\d+)%, (.+)\)$/);
  if (mix) {
    const p = Number(mix[2]) / 100;
    const a = toOklab(resolve(mix[1]!, tokens));
    const b = toOklab(resolve(mix[3]!, tokens));
    return fromOklab(a.map((x, i) => x * p + b[i]! * (1 - p)) as Rgb);
  }
  throw new Error(`cannot read colour '${v}'`);
}

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function contrast(fg: Rgb, bg: Rgb) {
  const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

/** `colour` at `alpha` over `bg`, blended as the browser paints it (in sRGB). */
const over = (colour: Rgb, alpha: number, bg: Rgb): Rgb =>
  colour.map((c, i) => c * alpha + bg[i]! * (1 - alpha)) as Rgb;

const SURFACES = ['--bg', '--surface', '--surface-2'];
const STATUSES = ['success', 'danger', 'warning', 'info'];
// Colours also drawn as text on a tint of themselves.
const TINTED = [...STATUSES, 'gold'];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s mode', (_mode, tokens) => {
  const c = (name: string) => resolve(`var(${name})`, tokens);

  it.each(
    ['--text', '--text-muted', '--brand-ink', ...TINTED.map((s) => `--${s}-ink`)].flatMap((fg) =>
      SURFACES.map((bg) => [fg, bg]),
    ),
  )('%s text on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(c(fg), c(bg))).toBeGreaterThanOrEqual(4.5);
  });

  // Links and buttons drawn on the brand's tint (active chips, avatars).
  it.each(['--brand-ink', '--text'])('%s on the brand tint reaches 4.5:1', (fg) => {
    const tint = over(c('--brand'), 0.14, c('--surface'));
    expect(contrast(c(fg), tint)).toBeGreaterThanOrEqual(4.5);
  });

  // Status chips and the medal mark: the ink on a 12-15 % tint of its own colour.
  it.each(TINTED)('%s ink on its own tint reaches 4.5:1', (status) => {
    const tint = over(c(`--${status}`), 0.15, c('--surface'));
    expect(contrast(c(`--${status}-ink`), tint)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['--brand', '--danger'])('white text on a %s fill reaches 4.5:1', (fill) => {
    expect(contrast([1, 1, 1], c(fill))).toBeGreaterThanOrEqual(4.5);
  });

  // Form fields' outlines and the focus ring are what shows where a control is.
  it.each(['--control', '--ring'].flatMap((fg) => SURFACES.map((bg) => [fg, bg])))(
    '%s against %s reaches 3:1',
    (fg, bg) => {
      expect(contrast(c(fg), c(bg))).toBeGreaterThanOrEqual(3);
    },
  );
});

it('reads color-mix the way the browser does', () => {
  // Chromium paints color-mix(in oklab, #0a5cd8 50%, white) as rgb(138, 177, 241).
  const mixed = resolve('color-mix(in oklab, #0a5cd8 50%, white)', {}).map((x) => Math.round(x * 255));
  expect(mixed).toEqual([138, 177, 241]);
});
