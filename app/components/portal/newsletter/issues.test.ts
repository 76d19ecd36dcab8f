import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { IssueList, type PastIssue } from "./issues.tsx";

const issue: PastIssue = {
  id: "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11",
  subject: "First light",
  status: "sent",
  kind: "manual",
  sendStartedAt: "2026-11-28T20:55:00Z",
  sentAt: "2026-11-28T21:05:00Z",
  counts: { pending: 0, sent: 2, failed: 0, total: 2 },
};
const render = (timeZone: string) =>
  renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(IssueList, { issues: [issue], timeZone })),
  ).replaceAll("<!-- -->", "");

describe("the sent issues' list", () => {
  it("gives the time an issue was sent in the publication's zone, not UTC", () => {
    // 21:05 UTC is 02:35 the next day in Kolkata.
    const html = render("Asia/Kolkata");
    expect(html).toContain(">Nov 29, 2026, 2:35 AM</time>");
    expect(html).toContain('<time dateTime="2026-11-28T21:05:00.000Z"');
    expect(render("America/New_York")).toContain(">Nov 28, 2026, 4:05 PM</time>");
  });
});
