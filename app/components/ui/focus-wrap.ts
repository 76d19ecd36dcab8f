/** What Tab stops at. */
const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/** The elements of `container` that Tab reaches, in order (those of a dialog nested in it apart). */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      element.closest("dialog") === container &&
      element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * Keeps Tab inside an open modal dialog (issue 36): past its last control focus comes back to its
 * first, and Shift+Tab before its first goes to its last. A native modal leaves the page behind inert
 * but lets Tab out of the dialog to the document itself, from where a screen reader or a keyboard user
 * is lost.
 */
export function keepTabInside(event: KeyboardEvent, dialog: HTMLDialogElement): void {
  if (event.key !== "Tab" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabbables(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const at = document.activeElement;
  const outside = !(at instanceof HTMLElement) || !stops.includes(at);
  if (event.shiftKey && (at === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (at === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
