import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./escape.ts";

describe("escapeMarkup", () => {
  it("writes the five characters markup reads as references, each once", () => {
    expect(escapeMarkup(`Tom & "Jerry's" <b>`)).toBe("Tom &amp; &quot;Jerry&apos;s&quot; &lt;b&gt;");
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });

  it("leaves every other character as it is", () => {
    expect(escapeMarkup("Dhaka – ঢাকা ✓")).toBe("Dhaka – ঢাকা ✓");
  });
});
