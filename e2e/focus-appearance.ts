import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { stylesArrived } from './a11y-helpers';

// WCAG 2.2 Focus Appearance (2.4.13), measured as a visitor sees it: each focus stop of a page is
// photographed focused and again unfocused, and the pixels whose colours differ by at least 3:1
// between the two must cover at least the area of a 2 CSS px perimeter of the control. A ring cut
// away by an ancestor, drawn in the colour of the surface under it, or removed by forced colours
// covers too little. No fixed part of the page (the sticky header, back to top) may lie over a
// focused control (2.4.11, held to "not at all" rather than "not entirely").

export interface FocusStop {
  /** The control, for messages: its tag and accessible text. */
  name: string;
  /** CSS px² of pixels that changed by at least 3:1. */
  changed: number;
  /** CSS px² of a 2 px perimeter of the control: the least 2.4.13 asks for. */
  needed: number;
  /** What fixed part of the page lies over the control, if any. */
  coveredBy: string | null;
}

/** The margin photographed around a control: the ring (3 px, 3 px away) and a pixel more. */
const margin = 8;

function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** How many pixels of two same-sized photographs differ by at least 3:1 in contrast. */
export function pixelsChangedByThree(before: Buffer, after: Buffer): number {
  const [a, b] = [PNG.sync.read(before), PNG.sync.read(after)];
  if (a.width !== b.width || a.height !== b.height) throw new Error('photographs of different sizes');
  let changed = 0;
  for (let at = 0; at < a.data.length; at += 4) {
    const one = luminance(a.data[at]!, a.data[at + 1]!, a.data[at + 2]!);
    const two = luminance(b.data[at]!, b.data[at + 1]!, b.data[at + 2]!);
    if ((Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05) >= 3) changed += 1;
  }
  return changed;
}

/** The area of a 2 CSS px band along the inside of a w × h box. */
export const perimeterArea = (width: number, height: number) =>
  width * height - Math.max(0, width - 4) * Math.max(0, height - 4);

/**
 * Tabs through the page from its top and measures every focus stop, until focus comes back to
 * the first stop, leaves the document or `max` stops were seen. The page should be loaded with
 * reduced motion (no transition between the two photographs).
 */
export async function measureFocusStops(page: Page, { max = 160 } = {}): Promise<FocusStop[]> {
  await stylesArrived(page);
  // No caret blinking in a field, no pointer hovering anything.
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    // An attribute's style, as the policy allows (caret-color is inherited).
    document.documentElement.style.caretColor = 'transparent';
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const stops: FocusStop[] = [];
  for (let index = 0; index < max; index += 1) {
    await page.keyboard.press('Tab');
    // Whatever focus sets moving (a slider bringing its slide in, the skip link sliding down)
    // comes to rest first: the control is on the screen, and its box the same two frames running
    // (a second at most: a control still off the screen then is measured there, and fails).
    await page.evaluate(async () => {
      const box = () => document.activeElement?.getBoundingClientRect();
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const onScreen = (rect?: DOMRect) =>
        !!rect && rect.right > 0 && rect.bottom > 0 && rect.left < window.innerWidth && rect.top < window.innerHeight;
      const start = performance.now();
      while (performance.now() - start < 1000) {
        const before = JSON.stringify(box());
        await frame();
        await frame();
        if (JSON.stringify(box()) === before && onScreen(box())) return;
      }
    });
    const stop = await page.evaluate((margin) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body || element.tagName === 'IFRAME') return null;
      const marker = (element as HTMLElement & { __focusStop?: number }).__focusStop;
      // A control drawn by its label (a radio hidden as a chip) is seen, and ringed, as the label.
      const own = element.getBoundingClientRect();
      const label = own.width < 2 || own.height < 2 ? (element as HTMLInputElement).labels?.[0] : undefined;
      const rect = (label ?? element).getBoundingClientRect();
      const text = (label ?? element).textContent?.trim().replace(/\s+/g, ' ');
      const name = `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? text ?? '').slice(0, 50)}`;
      // The fixed and sticky parts of the page that lie over the control.
      const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((node) => {
        const position = getComputedStyle(node).position;
        return (position === 'fixed' || position === 'sticky') && !node.contains(element) && node.checkVisibility();
      });
      const over = fixed.find((node) => {
        const box = node.getBoundingClientRect();
        const overlaps =
          box.width > 0 &&
          box.height > 0 &&
          box.left < rect.right &&
          box.right > rect.left &&
          box.top < rect.bottom &&
          box.bottom > rect.top;
        if (!overlaps) return false;
        // Over it, not under it: what shows at the overlap's middle belongs to the fixed part.
        const x = (Math.max(box.left, rect.left) + Math.min(box.right, rect.right)) / 2;
        const y = (Math.max(box.top, rect.top) + Math.min(box.bottom, rect.bottom)) / 2;
        const top = document.elementFromPoint(x, y);
        return top !== null && node.contains(top);
      });
      const clip = {
        x: Math.max(0, rect.left - margin),
        y: Math.max(0, rect.top - margin),
        right: Math.min(window.innerWidth, rect.right + margin),
        bottom: Math.min(window.innerHeight, rect.bottom + margin),
      };
      const stops = ((window as unknown as { __focusStops?: number }).__focusStops ??= 0);
      (window as unknown as { __focusStops: number }).__focusStops = stops + 1;
      (element as HTMLElement & { __focusStop?: number }).__focusStop ??= stops;
      return {
        marker: marker ?? null,
        name,
        width: rect.width,
        height: rect.height,
        visible: element.matches(':focus-visible'),
        where: `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${window.innerWidth}×${window.innerHeight}`,
        clip: { x: clip.x, y: clip.y, width: clip.right - clip.x, height: clip.bottom - clip.y },
        coveredBy: over ? `<${over.tagName.toLowerCase()} class="${over.className}">` : null,
      };
    }, margin);
    // Nothing focused, or focus came round to a stop it has measured.
    if (!stop || stop.marker !== null) break;
    if (stop.clip.width <= 0 || stop.clip.height <= 0) {
      stops.push({ name: `${stop.name} (off screen: ${stop.where}, :focus-visible ${stop.visible})`, changed: 0, needed: 1, coveredBy: stop.coveredBy });
      continue;
    }
    const focused = await page.screenshot({ clip: stop.clip, animations: 'disabled', scale: 'device' });
    await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      (window as unknown as { __focusedStop: HTMLElement }).__focusedStop = element;
      element.blur();
    });
    const unfocused = await page.screenshot({ clip: stop.clip, animations: 'disabled', scale: 'device' });
    // Back on it, as the keyboard left it, so that the next Tab goes on from here.
    const again = await page.evaluate(() => {
      const element = (window as unknown as { __focusedStop: HTMLElement }).__focusedStop;
      element.focus({ preventScroll: true });
      return element.matches(':focus-visible');
    });
    if (!stop.visible || !again) throw new Error(`${stop.name} took focus without :focus-visible`);
    stops.push({
      name: stop.name,
      changed: pixelsChangedByThree(unfocused, focused) / dpr ** 2,
      needed: perimeterArea(stop.width, stop.height),
      coveredBy: stop.coveredBy,
    });
  }
  return stops;
}

/** The stops that fail, as lines for a message. */
export function failingStops(stops: FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.changed < stop.needed || stop.coveredBy !== null)
    .map((stop) =>
      stop.coveredBy
        ? `${stop.name}: covered by ${stop.coveredBy}`
        : `${stop.name}: ${Math.round(stop.changed)} of ${Math.round(stop.needed)} px² changed by 3:1`,
    );
}
