import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditEntries, type AuditEntryView } from "./audit-log.tsx";

const AT = "2026-11-28T09:00:00Z";
const entry = (over: Partial<AuditEntryView>): AuditEntryView => ({
  id: "e",
  at: AT,
  actorName: "Mira Sen",
  actorId: "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11",
  label: "Published",
  typed: false,
  summary: "The bridge reopens",
  ip: "203.0.113.9",
  ...over,
});
const render = (e: AuditEntryView) =>
  renderToString(createElement(AuditEntries, { entries: [e], timeZone: "Asia/Kolkata" })).replaceAll(
    "<!-- -->",
    "",
  );

describe("the audit log's entries", () => {
  it("names the Scheduler as the Scheduler, from no address, and a failed sign-in's name as typed", () => {
    const scheduled = render(entry({ actorName: "Scheduler", actorId: null, ip: null }));
    expect(scheduled).toContain("Scheduler</");
    expect(scheduled).not.toContain("as typed");
    expect(scheduled).not.toContain("unknown");
    const typed = render(
      entry({ actorName: "mira", actorId: null, typed: true, ip: null, label: "Failed staff sign-in" }),
    );
    expect(typed).toContain("mira<span");
    expect(typed).toContain("(as typed)");
    expect(typed).toContain("unknown");
  });
});
