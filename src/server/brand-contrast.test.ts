import { describe, expect, it, vi } from 'vitest';
import { brandContrastProblems, contrastRatio, warnBrandContrast } from './brand-contrast';

describe('brand colour contrast at start', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('the default colours pass', () => {
    expect(brandContrastProblems({ BRAND_PRIMARY: '#0a5cd8', BRAND_ACCENT: '#f5a800' })).toEqual([]);
  });

  it('warns once per failing pair, naming the variable, the ratio and the need', () => {
    const warn = vi.fn();
    warnBrandContrast({ BRAND_PRIMARY: '#7fb2ff', BRAND_ACCENT: '#1a1a2e' }, warn);
    const messages = warn.mock.calls.map(([, msg]) => msg as string);
    expect(
      messages.some((m) => /^BRAND_PRIMARY #7fb2ff fails WCAG AA as text on the light background/.test(m)),
    ).toBe(true);
    expect(
      messages.some((m) => m.startsWith('BRAND_ACCENT #1a1a2e fails WCAG AA') && m.includes('needs 3:1')),
    ).toBe(true);
    expect(messages).toHaveLength(5);
  });
});
