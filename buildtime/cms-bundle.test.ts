/** @jest-environment node */
import { withLocalFonts } from './cms-bundle';

describe('the content manager bundle', () => {
  const assets = ['source-sans-3-latin-wght-normal-BqRLTx4X.woff2', 'noto-mono-latin-400-normal-DiC8lJru.woff2'];

  it('loads the fonts its styles ask a CDN for from its own copies on the site', () => {
    const css =
      '@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2)}' +
      '@font-face{src:url(https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2)}';
    expect(withLocalFonts(css, assets, '/admin/cms/assets')).toBe(
      '@font-face{src:url(/admin/cms/assets/source-sans-3-latin-wght-normal-BqRLTx4X.woff2)}' +
        '@font-face{src:url(/admin/cms/assets/noto-mono-latin-400-normal-DiC8lJru.woff2)}',
    );
  });

  it('stops the build on a font it does not ship rather than load it from the CDN', () => {
    const css = 'src:url(https://cdn.jsdelivr.net/fontsource/fonts/inter:vf@5.3.0/latin-wght-normal.woff2)';
    expect(() => withLocalFonts(css, assets, '/admin/cms/assets')).toThrow(
      'The CMS asks https://cdn.jsdelivr.net/fontsource/fonts/inter:vf@5.3.0/latin-wght-normal.woff2, which its package does not ship.',
    );
  });
});
