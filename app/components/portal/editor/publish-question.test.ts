import { describe, expect, it } from "vitest";
import { publishQuestion } from "./publish-question.ts";

describe("the question Publish and Schedule ask once (issue 36)", () => {
  it("says that an article goes to the home page and the newsletter queue now", () => {
    expect(publishQuestion("article")).toEqual({
      message: "Publish now to the home page and the newsletter queue?",
      confirmLabel: "Publish now",
    });
  });
  it("says where a creative piece goes", () => {
    expect(publishQuestion("creative").message).toBe(
      "Publish now to the creative page and the newsletter queue?",
    );
  });
  it("says when a scheduled piece goes out, in the publication's zone", () => {
    expect(
      publishQuestion("opinion", { when: "January 15, 2030 at 7:00 AM", timeZone: "Asia/Kolkata" }),
    ).toEqual({
      message:
        "Publish on January 15, 2030 at 7:00 AM (Asia/Kolkata time) to the home page and the newsletter queue?",
      confirmLabel: "Schedule",
    });
  });
});
