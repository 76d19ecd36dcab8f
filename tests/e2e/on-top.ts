import type { Locator } from "playwright-core";

/** Whether what a click at the centre of `target` would reach is `target` or inside it: nothing, not
 * even a modal dialog's backdrop, covers it. */
export async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}
