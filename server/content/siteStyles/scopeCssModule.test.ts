import { describe, expect, it } from 'vitest';
import { scopeCssModule, scopedName } from './scopeCssModule.ts';

const FILE = 'site/src/pages/index.module.css';

describe('scopeCssModule', () => {
  it('renames local classes by the file’s path, the same names every time', async () => {
    const css = '.hero { padding: 4rem; }\n.hero .title, .button:hover { color: red; }';
    const scoped = await scopeCssModule(css, FILE);
    const hero = scopedName('hero', FILE);
    expect(scoped.names).toEqual({ hero, title: scopedName('title', FILE), button: scopedName('button', FILE) });
    expect(scoped.css).toContain(`.${hero} { padding: 4rem; }`);
    expect(scoped.leftOut).toEqual([]);
    expect(scopedName('hero', 'site/src/other.module.css')).not.toBe(hero);
    expect((await scopeCssModule(css, FILE)).css).toBe(scoped.css);
  });

  it('leaves out what would style the portal: element and global selectors, @font-face and @import', async () => {
    const css = [
      "@import url('x.css');",
      'body { margin: 0; }',
      ':global(.navbar) { display: none; }',
      '.card, h1 { color: red; }',
      '.card h1 { color: blue; }',
      "@font-face { font-family: X; src: url('x.woff'); }",
      '@media (max-width: 996px) { .card { padding: 0; } main { padding: 0; } }',
      '@keyframes spin { from { transform: rotate(0); } to { transform: rotate(360deg); } }',
    ].join('\n');
    const scoped = await scopeCssModule(css, FILE);
    const card = scopedName('card', FILE);
    expect(scoped.leftOut).toEqual(['@import', 'body', '.navbar', `.${card}, h1`, '@font-face', 'main']);
    expect(scoped.css).toContain(`.${card} h1 { color: blue; }`);
    expect(scoped.css).toContain(`@media (max-width: 996px) { .${card} { padding: 0; } }`);
    expect(scoped.css).toMatch(/@keyframes spin_[0-9a-f]{6} \{ from/);
  });
});
