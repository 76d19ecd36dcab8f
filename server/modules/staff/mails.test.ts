import { describe, expect, it } from "vitest";
import { invitationMail } from "./mails.ts";

describe("the invitation mail", () => {
  it.each([
    ["contributor", "as a contributor."],
    ["editor", "as an editor."],
    ["admin", "as an admin."],
  ] as const)("names the role %s with the article it takes: '%s'", (role, words) => {
    const mail = invitationMail(
      { siteName: "Borderland Times", publicUrl: "https://news.example.org" },
      { email: "asha@example.org", name: "Asha", role, inviter: "Mira Sen", reader: false },
      "token",
    );
    expect(mail.text).toContain(`invited you to join Borderland Times's editorial portal ${words}`);
  });
});
