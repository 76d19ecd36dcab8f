import type { Locator } from "playwright-core";

/** Whether two elements share any area on the screen (one not shown shares none). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

/** Whether what a click at the centre of `target` would reach is `target` or inside it: nothing, not
 * even a modal dialog's backdrop, covers it. */
export async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
}
