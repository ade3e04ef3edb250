import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICONS } from '../src/client/ui/icon-names';
import { SPRITE_FILE, iconSprite } from './icon-sprite';

describe('the icon sprite', () => {
  it("is lucide's drawing of every icon the app names, as written by the script", async () => {
    const sprite = readFileSync(SPRITE_FILE, 'utf8');
    expect(sprite).toBe(await iconSprite(SPRITE_ICONS));
    for (const name of SPRITE_ICONS) expect(sprite).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
  });

  it("refuses an alias, whose module has no drawing of its own, naming the icon's own name instead", async () => {
    await expect(iconSprite(['home'])).rejects.toThrow("home: not one of lucide's own icon names");
  });
});
