import sharp from 'sharp';

// Demo pictures drawn as SVG and rasterised to PNG, then uploaded like any admin upload.
// Small on purpose: the demo is seeded at every e2e start.

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A portrait placeholder: the person's initials on a soft gradient, with a shoulder line. */
export function portrait(name: string, color: string): Promise<Buffer> {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 480 480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b2140"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="240" cy="190" r="96" fill="#ffffff" opacity="0.18"/>
  <path d="M70 480 C90 350 390 350 410 480 Z" fill="#ffffff" opacity="0.18"/>
  <text x="240" y="222" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials)}</text>
</svg>`);
}

/** A sponsor's mark: a shape and the name on white, transparent around it. */
export function sponsorMark(
  name: string,
  color: string,
  shape: 'circle' | 'diamond' | 'bars',
): Promise<Buffer> {
  const symbol =
    shape === 'circle'
      ? `<circle cx="70" cy="80" r="46" fill="${color}"/><circle cx="70" cy="80" r="22" fill="#ffffff"/>`
      : shape === 'diamond'
        ? `<path d="M70 30 L116 80 L70 130 L24 80 Z" fill="${color}"/>`
        : `<rect x="28" y="40" width="18" height="80" rx="4" fill="${color}"/><rect x="56" y="56" width="18" height="64" rx="4" fill="${color}"/><rect x="84" y="72" width="18" height="48" rx="4" fill="${color}"/>`;
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 640 160">
  ${symbol}
  <text x="140" y="98" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" fill="#1b2140">${esc(name)}</text>
</svg>`);
}

/** A place's picture: a simple skyline-like building with the place's sign colour. */
export function placePicture(label: string, color: string, sky: string): Promise<Buffer> {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f6efe4"/></linearGradient></defs>
  <rect width="640" height="400" fill="url(#s)"/>
  <rect x="0" y="330" width="640" height="70" fill="#6b7a5e"/>
  <rect x="90" y="120" width="200" height="210" fill="#e9e3d8"/>
  <rect x="300" y="70" width="250" height="260" fill="#d8d0c2"/>
  ${Array.from({ length: 24 }, (_, i) => `<rect x="${320 + (i % 6) * 38}" y="${95 + Math.floor(i / 6) * 52}" width="22" height="32" fill="#7d8fa6"/>`).join('')}
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${110 + (i % 3) * 58}" y="${145 + Math.floor(i / 3) * 56}" width="30" height="34" fill="#7d8fa6"/>`).join('')}
  <rect x="300" y="36" width="250" height="34" rx="6" fill="${color}"/>
  <text x="425" y="61" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(label)}</text>
</svg>`);
}
