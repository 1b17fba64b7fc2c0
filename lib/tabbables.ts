const candidates = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  'summary',
  '[tabindex]',
].join(', ');

/** The elements inside `root` that Tab stops at, in order: shown, enabled, not a focus guard. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) =>
      !element.matches('[tabindex^="-"], [data-focus-guard]') &&
      // A collapsed submenu's links are hidden; where that cannot be told (jsdom), all count.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Moves focus round from the last stop to the first (or back from the first to the last),
 * since a modal dialog would otherwise let Tab leave for the browser's own controls.
 */
export function wrapTab(root: HTMLElement, event: KeyboardEvent): void {
  const stops = tabbables(root);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const from = document.activeElement;
  const atEdge = event.shiftKey ? from === first || from === root : from === last;
  if (!atEdge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** Whether a click on the dialog element itself fell outside its box: on the backdrop, not its padding. */
export function isOutside(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
