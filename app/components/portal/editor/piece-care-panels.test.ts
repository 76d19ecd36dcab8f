import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PieceCorrections } from "./piece-corrections.tsx";
import { PiecePreviewLinks } from "./piece-preview-links.tsx";
import { PieceTakedown } from "./piece-takedown.tsx";

const render = (element: ReactElement) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] })).replaceAll("<!-- -->", "");
};

const ID = "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11";
const DAY = "2026-11-28T09:00:00Z";

// What each panel offers in which state; what its actions do is in tests/integration/piece-care-actions.test.ts.
describe("the editor's preview, correction and takedown panels", () => {
  it("preview links: Create for an unpublished piece, its links with expiry and Revoke for the live ones", () => {
    const links = [
      { id: "l1", createdAt: DAY, expiresAt: "2026-12-05T09:00:00Z", revokedAt: null, live: true },
      { id: "l2", createdAt: DAY, expiresAt: "2026-12-05T09:00:00Z", revokedAt: DAY, live: false },
    ];
    const draft = render(
      createElement(PiecePreviewLinks, { kind: "article", id: ID, published: false, links }),
    );
    expect(draft).toContain(">Create preview link</button>");
    expect(draft.match(/>Revoke<\/button>/g)).toHaveLength(1);
    expect(draft).toContain("expires Dec 5, 2026");
    expect(draft).toContain("revoked Nov 28, 2026");
    const published = render(
      createElement(PiecePreviewLinks, { kind: "article", id: ID, published: true, links: [] }),
    );
    expect(published).not.toContain("Create preview link");
    expect(published).toContain("This piece is published: share its public address instead.");
  });

  it("corrections: a labelled note for a published piece, its corrections listed; none for a draft", () => {
    const corrections = [{ id: "c1", note: "A date was wrong.", createdAt: DAY }];
    const html = render(
      createElement(PieceCorrections, { kind: "creative", id: ID, published: true, corrections }),
    );
    expect(html).toMatch(/<label[^>]*>Correction/);
    expect(html).toContain('action="/admin/pieces/corrections"');
    expect(html).toContain("A date was wrong.");
    const draft = render(
      createElement(PieceCorrections, { kind: "creative", id: ID, published: false, corrections: [] }),
    );
    expect(draft).not.toContain("<textarea");
  });

  it("takedown: noindex ticked as it stands, the byline it replaces, and a required reason", () => {
    const html = render(
      createElement(PieceTakedown, { kind: "opinion", id: ID, noindex: true, author: "Rina Das" }),
    );
    expect(html.match(/<input[^>]*name="noindex"[^>]*>/)?.[0]).toContain('checked=""');
    expect(html).toContain("Now: Rina Das");
    const reason = html.match(/<textarea[^>]*name="reason"[^>]*>/)?.[0];
    expect(reason).toContain('required=""');
  });
});
