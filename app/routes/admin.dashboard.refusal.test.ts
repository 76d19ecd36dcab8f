import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NOT_STAFF, REFUSALS } from "#shared/roles.ts";
import { ErrorBoundary } from "./admin.dashboard.tsx";

/** The portal's error page, as React Router shows it for an answer of `status` with this text. */
const shown = (status: number, data: string) => {
  const error = { status, statusText: "", internal: false, data };
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(ErrorBoundary, { error } as never) },
  ]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] })).replaceAll("<!-- -->", "");
};

describe("the portal's error page", () => {
  it("tells a contributor refused a page what is refused and why, and leads back to the dashboard", () => {
    const page = shown(403, REFUSALS.editAny);
    expect(page).toContain("This page is not open to your role");
    expect(page).toContain("Only an editor can manage everyone&#x27;s pieces: yours are in My stories.");
    expect(page).not.toContain(NOT_STAFF);
    expect(page).toContain('href="/admin/dashboard"');
  });

  it("tells a reader the portal is not theirs, and leads home", () => {
    const page = shown(403, NOT_STAFF);
    expect(page).toContain("No access to the editorial portal");
    expect(page).toContain(NOT_STAFF);
    expect(page).toContain('href="/"');
  });
});
