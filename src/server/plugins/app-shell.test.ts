import { describe, expect, it } from 'vitest';
import { appShell } from './app-shell';

const template =
  '<html lang="en-US"><head><title>Games companion</title></head><body><div id="root"><!--app-shell--></div></body></html>';
const config = {
  GAMES_NAME: 'Jogos <Juventude>',
  GAMES_SHORT_NAME: 'JJ "26"',
  BRAND_PRIMARY: '#123456',
  BRAND_LOGO_URL: '/brand/logo.svg',
};

describe('app shell in index.html', () => {
  const page = appShell(template, config);

  it("paints the games' header, escaped, with its title and brand colour", () => {
    const html = page('/schedule/grid');
    expect(html).toContain('<title>Jogos &#60;Juventude&#62;</title>');
    expect(html).toContain('<span>JJ &#34;26&#34;</span>');
    expect(html).toContain('src="/brand/logo.svg"');
    expect(html).toContain('--brand:#123456');
    expect(html).not.toContain('<!--app-shell-->');
  });

  it('paints no header on widgets and the login screens, which have their own look', () => {
    for (const path of ['/widget/medals', '/spa/widget/events', '/login', '/por/signup', '/auth']) {
      expect(page(path), path).not.toContain('app-shell-bar');
      expect(page(path), path).toContain('app-shell-spinner');
    }
    expect(page('/medals/all')).toContain('app-shell-bar');
  });
});
