// Writes src/client/ui/icons.svg, the app's icon sprite, from lucide's own drawings of the
// icons listed in src/client/ui/icon-names.ts: `node --import tsx scripts/icon-sprite.ts`
// after changing that list (a test fails while the file and the list disagree).
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SPRITE_ICONS } from '../src/client/ui/icon-names';

export const SPRITE_FILE = new URL('../src/client/ui/icons.svg', import.meta.url);

type IconNode = [tag: string, attributes: Record<string, string | number>][];
interface IconData {
  size: number;
  node: IconNode;
}

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One `<symbol>` per icon, each with lucide's viewBox and shapes (its React keys left out). */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const symbols: string[] = [];
  for (const name of names) {
    const { __iconData: icon } = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
    // An alias's module only re-exports the component: the sprite wants the icon's own name.
    if (!icon) throw new Error(`${name}: not one of lucide's own icon names`);
    const shapes = icon.node.map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([attr]) => attr !== 'key')
        .map(([attr, value]) => ` ${attr}="${escape(value)}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    });
    symbols.push(`<symbol id="${name}" viewBox="0 0 ${icon.size} ${icon.size}">${shapes.join('')}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(SPRITE_FILE, await iconSprite(SPRITE_ICONS));
}
