import { describe, expect, it } from 'vitest';
import { TOAST_CONFIG } from './toaster';

describe('toaster', () => {
  it('uses the spec constants', () => {
    expect(TOAST_CONFIG).toMatchObject({
      position: 'top-right',
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      offset: 24,
      mobileOffset: 16,
      hotkey: ['altKey', 'KeyT'],
      richColors: true,
    });
  });
});
