import { dismissable, toClose, type Popup } from './dismiss';

/** A popup in the document: its control and a link inside, a close that records why. */
function popupIn(parent: HTMLElement, name: string) {
  const root = document.createElement('div');
  root.innerHTML = `<button type="button" class="control">${name}</button><a href="#${name}">Inside ${name}</a>`;
  parent.append(root);
  const closed: string[] = [];
  const popup: Popup = { root, control: '.control', close: (reason) => closed.push(reason) };
  return {
    root,
    popup,
    closed,
    control: root.querySelector('button')!,
    link: root.querySelector('a')!,
  };
}

const escape = (target: Element = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

let outside: HTMLButtonElement;
const stops: (() => void)[] = [];
const open = (popup: Popup) => stops.push(dismissable(popup));

beforeEach(() => {
  document.body.innerHTML = '<button type="button" id="outside">Elsewhere</button>';
  outside = document.querySelector('#outside')!;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('toClose', () => {
  it('closes the last popup opened on Escape, and none on another key or an Escape already spent', () => {
    const first = popupIn(document.body, 'first').popup;
    const last = popupIn(document.body, 'last').popup;
    const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', { cancelable: true, ...init });
    expect(toClose(key({ key: 'Escape' }), [first, last])).toEqual([last]);
    expect(toClose(key({ key: 'Enter' }), [first, last])).toEqual([]);
    expect(toClose(key({ key: 'Escape', isComposing: true }), [first, last])).toEqual([]);
    const spent = key({ key: 'Escape' });
    spent.preventDefault();
    expect(toClose(spent, [first, last])).toEqual([]);
    expect(toClose(key({ key: 'Escape' }), [])).toEqual([]);
  });

  it('closes on a click or focus outside a popup, not within it', () => {
    const one = popupIn(document.body, 'one');
    const two = popupIn(document.body, 'two');
    const at = (type: string, target: Element) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: target });
      return event;
    };
    expect(toClose(at('click', outside), [one.popup, two.popup])).toEqual([one.popup, two.popup]);
    expect(toClose(at('focusin', one.link), [one.popup, two.popup])).toEqual([two.popup]);
    expect(toClose(at('click', two.control), [one.popup, two.popup])).toEqual([one.popup]);
  });
});

describe('dismissable', () => {
  it('on Escape with focus inside, returns focus to the control, then closes, spending the key', () => {
    const menu = popupIn(document.body, 'menu');
    open(menu.popup);
    menu.link.focus();
    let focusedWhenClosed: Element | null = null;
    menu.popup.close = (reason) => {
      focusedWhenClosed = document.activeElement;
      menu.closed.push(reason);
    };
    const event = escape(menu.link);
    expect(menu.closed).toEqual(['escape']);
    expect(focusedWhenClosed).toBe(menu.control);
    expect(event.defaultPrevented).toBe(true);
  });

  it('on Escape with focus elsewhere (a popup the pointer opened), closes it and leaves focus', () => {
    const dropdown = popupIn(document.body, 'dropdown');
    outside.focus();
    open(dropdown.popup);
    escape(outside);
    expect(dropdown.closed).toEqual(['escape']);
    expect(outside).toHaveFocus();
  });

  it('closes a popup within another first: one Escape each, before a dialog around them hears it', () => {
    const menu = popupIn(document.body, 'menu');
    const submenu = popupIn(menu.root, 'submenu');
    const dialogHeard: boolean[] = [];
    menu.root.addEventListener('keydown', (event) => dialogHeard.push(event.defaultPrevented));
    open(menu.popup);
    open(submenu.popup);
    submenu.link.focus();
    escape(submenu.link);
    expect([submenu.closed, menu.closed]).toEqual([['escape'], []]);
    expect(submenu.control).toHaveFocus();
    escape(submenu.control);
    expect([submenu.closed, menu.closed]).toEqual([['escape'], ['escape']]);
    // The dialog's own Escape handler sees the key spent both times.
    expect(dialogHeard).toEqual([true, true]);
  });

  it('closes on a click or focus outside, not on one inside', () => {
    const menu = popupIn(document.body, 'menu');
    open(menu.popup);
    menu.link.click();
    menu.link.focus();
    expect(menu.closed).toEqual([]);
    outside.focus();
    expect(menu.closed).toEqual(['outside']);
    open(menu.popup);
    outside.click();
    expect(menu.closed).toEqual(['outside', 'outside']);
    // Closed, it is forgotten: the next click is nothing to it.
    outside.click();
    expect(menu.closed).toEqual(['outside', 'outside']);
  });

  it('stops listening once the last popup is closed', () => {
    const menu = popupIn(document.body, 'menu');
    const stop = dismissable(menu.popup);
    stop();
    stop();
    const event = escape();
    outside.click();
    expect(menu.closed).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });
});
