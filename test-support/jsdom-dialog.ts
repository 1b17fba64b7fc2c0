/**
 * jsdom has no modal dialogs: for unit tests, `showModal` and `close` stand in for the
 * browser's, setting `open` and firing `close` as it does.
 */
export function installDialogStandIn(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
