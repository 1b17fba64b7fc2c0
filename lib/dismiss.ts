// Popups close on Escape, a click elsewhere and focus moving elsewhere (WCAG 1.4.13): one set of
// listeners on the document serves every open popup. Escape closes the last one opened only, and
// spends the key, so a submenu in the mobile menu closes before the menu's dialog does.

export type DismissReason = 'escape' | 'outside';

export interface Popup {
  /** The popup with its control: a click or focus within it leaves it open. */
  root: Element;
  /** Selects, within `root`, where Escape returns focus when focus was inside the popup. */
  control?: string;
  close: (reason: DismissReason) => void;
}

const open: Popup[] = [];
const events = ['keydown', 'click', 'focusin'];

/** The popups `event` closes, of those open (in the order they opened). */
export function toClose(event: Event, popups: readonly Popup[]): Popup[] {
  if (event.type === 'keydown') {
    const key = event as KeyboardEvent;
    const last = popups.at(-1);
    return key.key === 'Escape' && !key.isComposing && !key.defaultPrevented && last ? [last] : [];
  }
  const target = event.target;
  return popups.filter((popup) => !(target instanceof Node && popup.root.contains(target)));
}

function forget(popup: Popup): void {
  const index = open.indexOf(popup);
  if (index >= 0) open.splice(index, 1);
  if (open.length === 0) for (const type of events) document.removeEventListener(type, dismiss, true);
}

function dismiss(event: Event): void {
  const escape = event.type === 'keydown';
  for (const popup of toClose(event, open)) {
    // Closed now, before its script gets round to saying so: a second Escape goes to the next.
    forget(popup);
    if (escape) {
      event.preventDefault();
      // Focus moves before the popup hides, or it would drop to the page's start.
      if (popup.control && popup.root.contains(document.activeElement))
        popup.root.querySelector<HTMLElement>(popup.control)?.focus();
    }
    popup.close(escape ? 'escape' : 'outside');
  }
}

/** Holds `popup` open until Escape, a click or focus elsewhere closes it; call the result once it closed. */
export function dismissable(popup: Popup): () => void {
  // In the capture phase: before the dialog around a popup sees the Escape it spends.
  if (open.length === 0) for (const type of events) document.addEventListener(type, dismiss, true);
  open.push(popup);
  return () => forget(popup);
}
