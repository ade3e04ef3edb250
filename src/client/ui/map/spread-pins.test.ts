import { describe, expect, it } from 'vitest';
import { spreadPins, type PinBox } from './spread-pins';

const area = { width: 390, height: 260, margin: 8 };
/** A 32 px pin standing on its point with a name of `width` px written to its right. */
const pin = (x: number, y: number, width = 120): PinBox => ({
  x,
  y,
  left: 16,
  right: 18 + width,
  top: 30,
  bottom: 4,
});

function rect(p: PinBox, at: { x: number; y: number }) {
  return { x0: at.x - p.left, x1: at.x + p.right, y0: at.y - p.top, y1: at.y + p.bottom };
}

describe('spreadPins', () => {
  it('parts a cluster, pins on the same spot included, so no two drawings overlap, inside the area', () => {
    const cluster = [
      pin(150, 120),
      pin(150, 120),
      pin(155, 124),
      pin(146, 118),
      pin(160, 130),
      pin(152, 110),
    ];
    const spread = spreadPins(cluster, 2, area);
    const rects = cluster.map((p, i) => rect(p, spread[i]!));
    for (let i = 0; i < rects.length; i++) {
      const r = rects[i]!;
      expect(r.x0).toBeGreaterThanOrEqual(area.margin - 0.01);
      expect(r.x1).toBeLessThanOrEqual(area.width - area.margin + 0.01);
      expect(r.y0).toBeGreaterThanOrEqual(area.margin - 0.01);
      expect(r.y1).toBeLessThanOrEqual(area.height - area.margin + 0.01);
      for (let j = i + 1; j < rects.length; j++) {
        const s = rects[j]!;
        const overlap =
          Math.min(r.x1, s.x1) > Math.max(r.x0, s.x0) && Math.min(r.y1, s.y1) > Math.max(r.y0, s.y0);
        expect(overlap, `pins ${i} and ${j} overlap`).toBe(false);
      }
    }
  });

  it('leaves pins that are already apart where they are', () => {
    const apart = [pin(40, 60), pin(200, 200)];
    expect(spreadPins(apart, 2, area)).toEqual([
      { x: 40, y: 60 },
      { x: 200, y: 200 },
    ]);
  });
});
