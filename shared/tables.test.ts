import { describe, expect, it } from "vitest";
import { focusableTables } from "./tables.ts";

describe("focusableTables", () => {
  it("makes every table of the content focusable, whatever its attributes", () => {
    expect(
      focusableTables(
        '<table><tr><td>1</td></tr></table><p>x</p><table class="ql-align-center"><tr><th>A</th></tr></table>',
      ),
    ).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table><p>x</p><table tabindex="0" class="ql-align-center"><tr><th>A</th></tr></table>',
    );
  });
  it("leaves the text and other tags alone", () => {
    const html = "<p>&lt;table&gt; and <tablet> are not tables</p><tbody></tbody>";
    expect(focusableTables(html)).toBe(html);
  });
});
