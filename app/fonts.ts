import localFont from 'next/font/local';

// Self-hosted variable fonts (Latin subset), one file each. Only the headings' font (27 KiB) is
// preloaded: the home pages' main content is their hero title, and with no font preloaded the
// late swap moved the hero (CLS 0.05). The body's font (47 KiB) is fetched once the stylesheet
// asks for it, so it no longer competes with the stylesheets before the first paint; until it
// arrives, text shows in a fallback with matched metrics (`adjustFontFallback`).
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-body',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-heading',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
});
