import { describe, expect, it } from 'vitest';
import { htmlShell } from './page-head';

// The head of a built index.html as Vite writes it: the app's scripts and styles after the title.
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Campus Market: buy, sell and trade with students on your campus." />
    <title>Campus Market</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the HTML shell', () => {
  it('writes the page head where the title was, ahead of the scripts, and drops the built ones', () => {
    const html = htmlShell(built)({
      title: 'Lamp · Campus Market',
      description: 'TK 250.00 · A desk lamp',
      preloadImage: { href: '/images/full/key.webp' },
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Lamp · Campus Market</title>');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the page's own code last in the head, after the app's scripts and styles", () => {
    const html = htmlShell(built)({
      title: 'Shop · Campus Market',
      description: 'Browse',
      pageCode: { scripts: ['/assets/shop-1.js'], styles: ['/assets/shop-1.css'] },
    });
    const script = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/shop-1.js" />');
    const style = html.indexOf('<link rel="preload" as="style" crossorigin href="/assets/shop-1.css" />');
    expect(script).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
    expect(style).toBeGreaterThan(script);
    expect(style).toBeLessThan(html.indexOf('</head>'));
    expect(htmlShell(built)({ title: 'Campus Market', description: 'x' })).not.toContain('preload');
  });

  it('writes the page the server drew into #root, and leaves #root empty for the browser otherwise', () => {
    const shell = htmlShell(built);
    const drawn = '<main><h1>Lamp</h1></main>';
    const html = shell({ title: 'Lamp · Campus Market', description: 'A lamp' }, drawn);
    expect(html).toContain(`<div id="root">${drawn}</div>`);
    expect(html.indexOf(drawn)).toBeGreaterThan(html.indexOf('</head>'));
    expect(shell({ title: 'Login · Campus Market', description: 'Log in' })).toContain(
      '<div id="root"></div>',
    );
  });

  it('holds the drawn page back until its own stylesheets arrive, so that it never moves when they do', () => {
    const shell = htmlShell(built);
    const pageCode = { scripts: ['/assets/item-1.js'], styles: ['/assets/item-1.css'] };
    const drawn = '<main><h1>Lamp</h1></main>';
    const html = shell({ title: 'Lamp · Campus Market', description: 'A lamp', pageCode }, drawn);
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/item-1.css">';
    expect(html).toContain(`${stylesheet}<div id="root">${drawn}</div>`);
    // A page the browser draws itself gets them with its code, as before.
    const empty = shell({ title: 'Lamp · Campus Market', description: 'A lamp', pageCode });
    expect(empty).not.toContain(stylesheet);
  });

  it('refuses a file with no head to write into, or no #root to draw in', () => {
    expect(() => htmlShell('<html><body></body></html>')).toThrow(/index\.html/);
    expect(() => htmlShell(built.replace('<div id="root"></div>', ''))).toThrow(/index\.html has no/);
  });

  it('marks the shell of a shop page, whose grey frame it then shows until the stylesheets come', () => {
    const withBoot = built.replace('<div id="root">', '<div class="boot"></div>\n    <div id="root">');
    const shell = htmlShell(withBoot);
    expect(shell({ title: 'Shop', description: 'x', bootFrame: 'shop' })).toContain(
      '<div class="boot" data-page="shop"></div>',
    );
    expect(shell({ title: 'Profile', description: 'x' })).toContain('<div class="boot"></div>');
  });
});
