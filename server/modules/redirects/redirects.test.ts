import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { testOwnsPath } from "../../../tests/helpers/owns-path.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, redirects } from "../../db/schema.ts";
import { importRedirectsCsv } from "./csv.ts";
import { addRedirect, listRedirects, removeRedirect, testRedirect } from "./manage.ts";

const editor = actor("editor");
const owns = testOwnsPath();

describeEachEngine("redirects", ({ db }) => {
  const count = async () => (await db().select({ id: redirects.id }).from(redirects)).length;
  const clear = () => db().delete(redirects);

  it("are added by editors and admins, refused to contributors and the adviser", async () => {
    await clear();
    const added = await addRedirect(db(), editor, { from: "/old-page/", to: "/about", status: "301" }, owns);
    expect(added).toEqual({ from: "/old-page", to: "/about", status: 301 });
    await addRedirect(db(), actor("admin"), { from: "/old-blog/*", to: "/news/*", status: "302" }, owns);
    await expect(
      addRedirect(db(), actor("contributor"), { from: "/x", to: "/about", status: "301" }, owns),
    ).rejects.toMatchObject({ status: 403, message: "Only an editor can change the redirects." });
    await expect(
      addRedirect(db(), actor("adviser"), { from: "/x", to: "/about", status: "301" }, owns),
    ).rejects.toMatchObject({ status: 403 });
    await expect(listRedirects(db(), actor("contributor"))).rejects.toMatchObject({ status: 403 });
    expect((await listRedirects(db(), editor)).map((r) => [r.from, r.to, r.status])).toEqual([
      ["/old-blog/*", "/news/*", 302],
      ["/old-page", "/about", 301],
    ]);
    const [audit] = await db()
      .select({ summary: auditEvents.summary })
      .from(auditEvents)
      .where(eq(auditEvents.actorId, editor.id));
    expect(audit?.summary).toBe("/old-page → /about (301)");
  });

  it("refuse a loop, a private address and an address of ours, with a clear message and nothing stored", async () => {
    await clear();
    await addRedirect(db(), editor, { from: "/a", to: "/b", status: "301" }, owns);
    await addRedirect(db(), editor, { from: "/x/*", to: "/y/*", status: "301" }, owns);
    const refusals = [
      [{ from: "/b", to: "/a" }, "to", "This redirect would make a loop: /b → /a → /b."],
      [{ from: "/y/*", to: "/x/*" }, "to", /loop: \/y → \/x → \/y/],
      [{ from: "/c", to: "http://127.0.0.1/admin" }, "to", /private address \(127\.0\.0\.1\)/],
      [{ from: "/c", to: "http://10.1.2.3/" }, "to", /private address/],
      [{ from: "/c", to: "http://localhost:8080/" }, "to", /private address \(localhost\)/],
      [{ from: "/politics", to: "/about" }, "from", /\/politics is an address of this site/],
      [{ from: "/about/", to: "/b" }, "from", /\/about is an address of this site/],
      [{ from: "/article/a-story", to: "/b" }, "from", /address of this site/],
      [{ from: "/article/*", to: "/b" }, "from", /address of this site/],
      [{ from: "/a", to: "/c" }, "from", "There is already a redirect from /a: remove it first."],
      [{ from: "a", to: "/c" }, "from", /must be a path/],
    ] as const;
    for (const [input, field, message] of refusals) {
      const refused = addRedirect(db(), editor, { ...input, status: "301" }, owns);
      await expect(refused, input.from).rejects.toMatchObject({
        status: 400,
        fields: { [field]: expect.anything() },
      });
      await expect(refused, input.from).rejects.toThrow(message);
    }
    await expect(
      addRedirect(db(), editor, { from: "/c", to: "/d", status: "307" }, owns),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await count()).toBe(2);
  });

  it("are tested: each step and its rule, an address of ours, nothing found, an imported old address", async () => {
    await clear();
    await addRedirect(db(), editor, { from: "/one", to: "/two", status: "302" }, owns);
    await addRedirect(db(), editor, { from: "/two", to: "/politics", status: "301" }, owns);
    expect(await testRedirect(db(), editor, { path: "/one/" }, owns)).toMatchObject({
      served: false,
      steps: [
        { at: "/one", from: "/one", to: "/two", status: 302 },
        { at: "/two", from: "/two", to: "/politics", status: 301 },
      ],
      end: "/politics",
      loop: false,
    });
    expect(await testRedirect(db(), editor, { path: "/politics" }, owns)).toMatchObject({ served: true });
    expect(await testRedirect(db(), editor, { path: "/nowhere" }, owns)).toMatchObject({ steps: [] });
    await expect(testRedirect(db(), actor("contributor"), { path: "/one" }, owns)).rejects.toMatchObject({
      status: 403,
    });
  });

  it("are removed, with the audit log told", async () => {
    await clear();
    await addRedirect(db(), editor, { from: "/gone", to: "/about", status: "301" }, owns);
    const [row] = await listRedirects(db(), editor);
    await expect(removeRedirect(db(), actor("contributor"), row!.id)).rejects.toMatchObject({ status: 403 });
    expect(await removeRedirect(db(), editor, row!.id)).toEqual({ from: "/gone" });
    await expect(removeRedirect(db(), editor, row!.id)).rejects.toMatchObject({ status: 404 });
    expect(await count()).toBe(0);
  });

  it("are imported from a CSV, each refused row reported with its reason and not stored", async () => {
    await clear();
    await addRedirect(db(), editor, { from: "/taken", to: "/about", status: "301" }, owns);
    const csv = [
      "from,to,status",
      "/old-1,/about,301",
      '"/old-2","https://example.org/a,b",302',
      "/old-3,/old-4",
      "/old-4,/old-3",
      "/politics,/about,301",
      "/old-5,http://192.168.0.1/,301",
      "/taken,/contact,301",
      "/old-6,/about,303",
      "/old-7,/about,301,extra",
      "",
    ].join("\r\n");
    const report = await importRedirectsCsv(db(), editor, { csv }, owns);
    expect(report.added).toBe(3);
    expect(report.refused.map((r) => [r.line, r.from])).toEqual([
      [5, "/old-4"],
      [6, "/politics"],
      [7, "/old-5"],
      [8, "/taken"],
      [9, "/old-6"],
      [10, "/old-7"],
    ]);
    expect(report.refused[0]!.reason).toBe("This redirect would make a loop: /old-4 → /old-3 → /old-4.");
    expect(report.refused[2]!.reason).toMatch(/private address/);
    expect((await listRedirects(db(), editor)).map((r) => [r.from, r.to, r.status]).sort()).toEqual([
      ["/old-1", "/about", 301],
      ["/old-2", "https://example.org/a,b", 302],
      ["/old-3", "/old-4", 301],
      ["/taken", "/about", 301],
    ]);
    await expect(importRedirectsCsv(db(), editor, { csv: "" }, owns)).rejects.toMatchObject({ status: 400 });
    await expect(importRedirectsCsv(db(), actor("adviser"), { csv }, owns)).rejects.toMatchObject({
      status: 403,
    });
  });
});
