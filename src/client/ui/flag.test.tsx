import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Flag } from './flag';
import { renderForTest } from './render-for-test';

let container: HTMLDivElement;
function render(node: React.ReactNode) {
  const mounted = renderForTest(node);
  container = mounted.container;
  return mounted.root;
}

describe('Flag', () => {
  it('is an image with alt text while it loads', () => {
    render(<Flag code="BRA" alt="Brazil" src="https://flagcdn.com/w80/br.png" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Brazil');
    expect(img.getAttribute('src')).toBe('https://flagcdn.com/w80/br.png');
  });

  it('shows the code, labelled with the alt text, when the image fails', () => {
    render(<Flag code="BRA" alt="Brazil" src="https://flagcdn.com/w80/br.png" />);
    act(() => {
      container.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    const box = container.querySelector('[role="img"]')!;
    expect(box.textContent).toBe('BRA');
    expect(box.getAttribute('aria-label')).toBe('Brazil');
  });

  it('shows the code when there is no image, and tries again for a new address', () => {
    const root = render(<Flag code="XYZ" alt="XYZ" />);
    expect(container.textContent).toBe('XYZ');
    act(() => root.render(<Flag code="POR" alt="Portugal" src="https://flagcdn.com/w80/pt.png" />));
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Portugal');
  });
});
