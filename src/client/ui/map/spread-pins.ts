/** A pin with what it draws around its point: the pin itself and its name beside it. */
export interface PinBox {
  x: number;
  y: number;
  /** Extent of the drawing from the point, in pixels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Moves pins apart until no two drawings (pin and name) overlap or come within `gap` pixels,
 * keeping each inside `area` (less `margin`). Without tiles a pin's exact place says little,
 * but pins on top of each other are one target and a heap of unreadable names: this keeps
 * each a target of its own with its name readable. Overlapping pairs are pushed apart along
 * the axis where they overlap least (names are wide, so mostly up and down), sharing the move;
 * a few rounds settle a cluster.
 */
export function spreadPins(
  pins: readonly PinBox[],
  gap: number,
  area: { width: number; height: number; margin: number },
): { x: number; y: number }[] {
  const out = pins.map((p) => ({ ...p }));
  const clamp = (p: PinBox) => {
    p.x = Math.min(Math.max(p.x, p.left + area.margin), area.width - p.right - area.margin);
    p.y = Math.min(Math.max(p.y, p.top + area.margin), area.height - p.bottom - area.margin);
  };
  out.forEach(clamp);
  for (let round = 0; round < 80; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        const overlapX = Math.min(a.x + a.right, b.x + b.right) - Math.max(a.x - a.left, b.x - b.left) + gap;
        const overlapY = Math.min(a.y + a.bottom, b.y + b.bottom) - Math.max(a.y - a.top, b.y - b.top) + gap;
        if (overlapX <= 0 || overlapY <= 0) continue;
        // Pins on the same spot part in an order set by their index.
        if (overlapY <= overlapX) {
          const down = b.y > a.y || (b.y === a.y && j % 2 === 1) ? 1 : -1;
          a.y -= (down * overlapY) / 2;
          b.y += (down * overlapY) / 2;
        } else {
          const right = b.x > a.x || (b.x === a.x && j % 2 === 1) ? 1 : -1;
          a.x -= (right * overlapX) / 2;
          b.x += (right * overlapX) / 2;
        }
        clamp(a);
        clamp(b);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out.map(({ x, y }) => ({ x, y }));
}
