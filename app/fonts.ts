import localFont from 'next/font/local';

// Self-hosted variable fonts, cut down before every build by scripts/fonts.mjs (Latin
// characters, weights 400 to 800: see scripts/font-subset.mjs): one file each, both preloaded.
export const bodyFont = localFont({
  src: '../.fonts/inter.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const headingFont = localFont({
  src: '../.fonts/plus-jakarta-sans.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
