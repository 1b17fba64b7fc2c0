import { expect, test } from './fixtures';
import { failingStops, measureFocusStops } from './focus-appearance';

// Every focus stop of each template shows a focus indicator that meets WCAG 2.2's Focus
// Appearance, and nothing fixed lies over it (e2e/focus-appearance.ts measures it in pixels): in
// the light and the dark theme and in forced colours, in each language, at both widths.

type State = { route: string; scheme?: 'light' | 'dark'; forced?: boolean };

const desktop: State[] = [
  { route: '/' },
  { route: '/about' },
  { route: '/projects' },
  { route: '/contact' },
  { route: '/service/mobile-app-development' },
  { route: '/blog-details' },
  { route: '/de/privacy' },
  { route: '/ar' },
  { route: '/', scheme: 'dark' },
  { route: '/de/contact', scheme: 'dark' },
  { route: '/ar/projects', scheme: 'dark' },
  { route: '/contact', forced: true },
  { route: '/de/about', forced: true },
  { route: '/ar/blog-details', forced: true },
];
const phone: State[] = [
  { route: '/' },
  { route: '/de/contact', scheme: 'dark' },
  { route: '/ar/projects', forced: true },
];

const states = [...desktop.map((state) => ({ ...state, width: '@desktop' })), ...phone.map((state) => ({ ...state, width: '@phone' }))];

for (const { route, scheme = 'light', forced = false, width } of states) {
  test(`every focus stop of ${route} shows (${forced ? 'forced colours' : scheme}) ${width}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: scheme, forcedColors: forced ? 'active' : 'none' });
    await page.goto(route);
    const stops = await measureFocusStops(page);
    expect(stops.length, 'focus stops').toBeGreaterThan(20);
    expect(failingStops(stops)).toEqual([]);
  });
}
