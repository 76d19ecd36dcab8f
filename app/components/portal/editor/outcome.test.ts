import { describe, expect, it } from "vitest";
import type { Outcome } from "~/components/portal/editor/autosave.ts";
import { outcomeToast, scheduledToast } from "./outcome.ts";

const saved = { kind: "saved", saved: { id: "p1", version: 3, status: "published" } } as Outcome<unknown>;

describe("the toast of an explicit save says what happened (issue 36, bug 10)", () => {
  it("publishing a piece from its own page says it was published, not created", () => {
    expect(outcomeToast("article", "publish", saved)).toEqual({
      title: "Article published",
      description: "Readers see it now",
    });
    expect(outcomeToast("creative", "publish", saved)?.title).toBe("Creative piece published");
  });
  it("publishing from a create page says SPEC.md's 'created successfully'", () => {
    expect(outcomeToast("article", "publish", saved, { created: true })).toEqual({
      title: "Article created successfully",
      description: "Your article has been published",
    });
    expect(outcomeToast("opinion", "publish", saved, { created: true })?.title).toBe(
      "Opinion piece created successfully",
    );
  });
  it("updating a published piece says SPEC.md's 'Article updated'", () => {
    expect(outcomeToast("article", "update", saved)).toEqual({
      title: "Article updated",
      description: "Your article has been successfully updated",
    });
  });
  it("scheduling says when the piece goes out, in the publication's zone", () => {
    expect(scheduledToast("article", new Date("2030-01-15T01:30:00Z"), "Asia/Kolkata")).toEqual({
      title: "Article scheduled",
      description: "It will be published on January 15, 2030 at 7:00 AM (Asia/Kolkata time)",
    });
  });
});
