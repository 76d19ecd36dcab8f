/** A table's start tag in sanitized HTML (where a `<` in text is written `&lt;`). */
const TABLE_TAG = /<table(?=[\s>])/gi;

/**
 * Content tables reachable from the keyboard: on a narrow screen a wide table scrolls sideways within
 * the text (app.css), and a keyboard can scroll only what it can focus. Written on the page, not
 * stored: the sanitizer keeps no `tabindex`, so nothing a writer sends can make anything else
 * focusable. One pass of a regular expression over the text, as `shiftHeadings` does.
 */
export function focusableTables(html: string): string {
  return html.replace(TABLE_TAG, '<table tabindex="0"');
}
