import { describe, expect, it } from "vitest";
import { fillPlaceholders, pageBody, sectionId } from "./render.ts";

const contacts = {
  editor: "desk@example.org",
  tips: null,
  corrections: "fix@example.org",
  ads: null,
  careers: null,
  privacy: null,
  accessibility: null,
};
const values = { siteName: "Hill <Post>", established: 2024, minPasswordLength: 6, contacts };

describe("a static page's placeholders and sections (decision 0047)", () => {
  it("fills the name, the numbers and the addresses, escaped, falling back to the general address", () => {
    expect(fillPlaceholders("<p>{site-name} since {established}, {min-password-length}</p>", values)).toBe(
      "<p>Hill &lt;Post&gt; since 2024, 6</p>",
    );
    expect(fillPlaceholders("{email:corrections} {email:tips}", values)).toBe(
      '<a href="mailto:fix@example.org">fix@example.org</a> <a href="mailto:desk@example.org">desk@example.org</a>',
    );
    const none = { ...values, contacts: { ...contacts, editor: null, corrections: null } };
    expect(fillPlaceholders("{email:corrections}; {email:ads|no address yet}", none)).toBe(
      "the editors; no address yet",
    );
    expect(fillPlaceholders("{unknown} {email}", values)).toBe("{unknown} {email}");
  });

  it("cuts the body at each h2, with ids from the headings and the blocks in place", () => {
    const body = pageBody(
      "<p>Intro</p><h2>Who We Are</h2><p>One</p><p>{team}</p><p>Two</p><h2>Who We Are</h2><p>{openings}</p>",
    );
    expect(body.intro).toEqual([{ html: "<p>Intro</p>" }]);
    expect(body.sections).toEqual([
      {
        id: "who-we-are",
        title: "Who We Are",
        parts: [{ html: "<p>One</p>" }, { block: "team" }, { html: "<p>Two</p>" }],
      },
      { id: "who-we-are-2", title: "Who We Are", parts: [{ block: "openings" }] },
    ]);
    expect(sectionId("Advertising & Ethics")).toBe("advertising-and-ethics");
  });
});
