import { expect, it } from "vitest";
import * as auditRoute from "../../app/routes/admin.dashboard.audit.tsx";
import { auditEvents } from "../../server/db/schema.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { AUDIT_PAGE_SIZE, readAuditLog } from "../../server/modules/audit/queries.ts";
import { recordAudit } from "../../server/modules/audit/record.ts";
import { Forbidden, Invalid } from "../../server/modules/errors.ts";
import { actor, makeUser } from "../helpers/factories.ts";
import { loggedDb, planOfLast } from "../helpers/logged-db.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const ZONE = "Asia/Kolkata";

describeEachEngine("the audit log", ({ db, engine }) => {
  const { session, load } = routeCalls(db);

  it("keeps no password, token or code it is given, whatever the caller passes", async () => {
    const admin = await makeUser(db(), { role: "admin", name: "Audit Admin" });
    await recordAudit(
      db(),
      { id: admin.id, name: "Audit Admin", ip: "203.0.113.4" },
      {
        action: "password",
        summary: "Changed in Settings",
        details: {
          password: "pw-leak-1",
          newPassword: "pw-leak-2",
          token: "tok-leak",
          code: "123456",
          ok: 1,
        },
      },
    );
    const stored = JSON.stringify(await db().select().from(auditEvents));
    for (const secret of ["pw-leak-1", "pw-leak-2", "tok-leak", "123456"])
      expect(stored).not.toContain(secret);
    expect(stored).toContain('"ok":1');
  });

  it("filters by action, person and days in the publication's zone, and pages by a cursor", async () => {
    await db().delete(auditEvents);
    const rina = await makeUser(db(), { role: "editor", name: "Rina Das" });
    const anurag = await makeUser(db(), { role: "admin", name: "Anurag Bora" });
    const at = (iso: string) => new Date(iso);
    const row = (actorId: string | null, action: string, when: Date, summary = "") => ({
      actorId,
      actorName: actorId === rina.id ? "Rina Das" : actorId ? "Anurag Bora" : "guesser",
      action,
      at: when,
      summary,
      ip: "198.51.100.7",
    });
    // 28 Nov, 23:30 in Kolkata is 18:00 UTC; 29 Nov 00:30 there is 19:00 UTC on the 28th.
    await db()
      .insert(auditEvents)
      .values([
        row(rina.id, "publish", at("2026-11-28T18:00:00Z"), "Floods in Silchar"),
        row(rina.id, "sign-in", at("2026-11-28T19:00:00Z")),
        row(anurag.id, "settings", at("2026-11-27T05:00:00Z"), "Site name"),
        row(null, "sign-in-failed", at("2026-11-26T05:00:00Z"), "Wrong password"),
      ]);
    const admin = { ...actor("admin"), id: anurag.id };
    const read = (input: Record<string, string>) => readAuditLog(db(), admin, input, ZONE);

    const all = await read({});
    expect(all.entries.map((e) => e.action)).toEqual(["sign-in", "publish", "settings", "sign-in-failed"]);
    expect(all.entries[0]).toMatchObject({ label: "Signed in to the portal", actorName: "Rina Das" });
    expect((await read({ action: "publish" })).entries.map((e) => e.summary)).toEqual(["Floods in Silchar"]);
    expect((await read({ actor: anurag.id })).entries.map((e) => e.action)).toEqual(["settings"]);
    expect((await read({ from: "2026-11-28", to: "2026-11-28" })).entries.map((e) => e.action)).toEqual([
      "publish",
    ]);
    expect((await read({ from: "2026-11-29" })).entries.map((e) => e.action)).toEqual(["sign-in"]);
    expect((await read({ to: "2026-11-26" })).entries.map((e) => e.action)).toEqual(["sign-in-failed"]);

    await expect(read({ action: "nonsense" })).rejects.toThrow(Invalid);
    await expect(read({ from: "29/11/2026" })).rejects.toThrow("Enter the first date as a day");
    await expect(read({ from: "2026-02-31" })).rejects.toThrow("not a real day");
    await expect(read({ from: "2026-11-29", to: "2026-11-28" })).rejects.toThrow("after the last");
    await expect(read({ actor: "someone" })).rejects.toThrow(Invalid);
    await expect(readAuditLog(db(), { ...admin, role: "editor" }, {}, ZONE)).rejects.toThrow(Forbidden);

    // 120 entries in the same microsecond: the cursor still visits each once, in order.
    const same = new Date("2026-11-25T10:00:00.123Z");
    await db()
      .insert(auditEvents)
      .values(Array.from({ length: 120 }, (_, i) => row(rina.id, "update", same, `Edit ${i}`)));
    const seen: string[] = [];
    let after = "";
    for (let page = 0; page < 5; page++) {
      const result = await read({ action: "update", ...(after ? { after } : {}) });
      expect(result.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      seen.push(...result.entries.map((e) => e.summary));
      if (!result.next) break;
      after = result.next;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });

  it("shows admins the page with its filters, says what is wrong with a filter, and refuses others", async () => {
    const admin = await session("admin");
    const page = await load(auditRoute, "/admin/dashboard/audit?action=publish&from=&to=", admin.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ problem: null, typed: { action: "publish", from: "", to: "" } });
    const wrong = await load(auditRoute, "/admin/dashboard/audit?from=yesterday", admin.cookie);
    expect(wrong.body).toMatchObject({
      problem: "Enter the first date as a day, like 2026-11-29",
      entries: [],
    });
    const reader = await session("reader");
    expect((await load(auditRoute, "/admin/dashboard/audit", reader.cookie)).status).toBe(403);
    const editor = await makeUser(db(), { role: "editor" });
    const editorCookie = `bt_session=${(await createSession(db(), editor.id)).token}`;
    expect((await load(auditRoute, "/admin/dashboard/audit", editorCookie)).status).toBe(403);
  });

  it("answers each filter from an index, with no full sort: a page costs the same at a million entries", async () => {
    // The queries readAuditLog sends, with their parameters, explained with sequential scans and full
    // sorts priced out: a plan that still needs one has no index to use.
    const logged = loggedDb(db(), engine);
    const admin = actor("admin");
    const [any] = await db().select({ id: auditEvents.id }).from(auditEvents).limit(1);
    for (const filters of [
      {},
      { action: "publish" },
      { actor: admin.id },
      { from: "2026-11-01", to: "2026-11-28" },
      { action: "sign-in-failed", from: "2026-11-01", after: any!.id },
    ]) {
      await readAuditLog(logged.db, admin, filters, ZONE);
      const plan = await planOfLast(db(), logged, { noSort: true });
      expect(plan, JSON.stringify(filters)).toMatch(/Index Scan/);
      // A full Sort node; an Incremental Sort (of entries in the same microsecond) is bounded by the page.
      expect(plan, JSON.stringify(filters)).not.toMatch(/(->\s+|")Sort\s+\(/);
    }
  });
});
