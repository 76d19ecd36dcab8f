import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { people } from "../../db/schema.ts";
import { EDITORIAL_TEAM } from "../../db/seed/editorial-team.ts";
import { forgetUnseededDemoTeam, seedDemo } from "../../db/seed/seed-demo.ts";
import { getContactAddresses, saveContactAddresses } from "./contact-addresses.ts";
import { getPageSettings } from "./page-settings.ts";
import { listMasthead } from "../people/masthead.ts";
import { backfillTerms } from "../school-year/mastheads.ts";
import { currentSchoolYear } from "../school-year/setting.ts";
import { getSiteIdentity, saveSiteIdentity } from "./site-settings.ts";
import { setSetting } from "./store.ts";

const admin = actor("admin");
const NONE = {
  editor: null,
  tips: null,
  corrections: null,
  ads: null,
  careers: null,
  privacy: null,
  accessibility: null,
};

describeEachEngine("site settings", ({ db }) => {
  it("starts with no team, no addresses and the default name and tagline", async () => {
    expect(await getSiteIdentity(db())).toEqual({
      siteName: "Borderland Times",
      siteTagline: "Truth in Every Story",
    });
    expect(await listMasthead(db())).toEqual([]);
    expect(await getContactAddresses(db())).toEqual(NONE);
  });

  it("saves the site name and tagline, trimmed", async () => {
    expect(await saveSiteIdentity(db(), admin, { siteName: " Hill Post ", siteTagline: " News " })).toEqual({
      siteName: "Hill Post",
      siteTagline: "News",
    });
    expect(await getSiteIdentity(db())).toEqual({ siteName: "Hill Post", siteTagline: "News" });
  });

  it("requires both, one line each, within 60 and 120 characters", async () => {
    const missing = { status: 400, title: "Missing fields" };
    await expect(saveSiteIdentity(db(), admin, { siteName: "", siteTagline: "x" })).rejects.toMatchObject({
      ...missing,
      fields: { siteName: expect.any(String) },
    });
    await expect(saveSiteIdentity(db(), admin, { siteName: "x", siteTagline: " " })).rejects.toMatchObject(
      missing,
    );
    for (const input of [
      { siteName: "x".repeat(61), siteTagline: "ok" },
      { siteName: "ok", siteTagline: "x".repeat(121) },
      { siteName: "Evil\r\nBcc: victim@example.org", siteTagline: "ok" },
    ])
      await expect(saveSiteIdentity(db(), admin, input)).rejects.toMatchObject({ status: 400 });
    expect(
      (await saveSiteIdentity(db(), admin, { siteName: "x".repeat(60), siteTagline: "y" })).siteName,
    ).toHaveLength(60);
  });

  it("saves the contact addresses; a blank one is unset, a bad one refused", async () => {
    const saved = await saveContactAddresses(db(), admin, {
      editor: " desk@paper.org ",
      ads: "ads@paper.org",
      tips: "",
    });
    expect(saved).toEqual({ ...NONE, editor: "desk@paper.org", ads: "ads@paper.org" });
    expect(await getContactAddresses(db())).toEqual(saved);
    await expect(saveContactAddresses(db(), admin, { privacy: "privacy at paper" })).rejects.toMatchObject({
      status: 400,
      fields: { privacy: expect.any(String) },
    });
  });

  it("reads a stored address that no longer passes as unset, keeping the others", async () => {
    await setSetting(db(), "contact_addresses", { editor: "desk@paper.org", tips: "<script>" });
    expect(await getContactAddresses(db())).toEqual({ ...NONE, editor: "desk@paper.org" });
  });

  it("reads everything a page shows of the settings at once", async () => {
    expect(await getPageSettings(db(), "UTC")).toEqual({
      site: await getSiteIdentity(db()),
      team: await listMasthead(db()),
      contacts: await getContactAddresses(db()),
    });
  });

  it("lets only staff save settings", async () => {
    for (const who of [null, actor("reader")]) {
      const status = who ? 403 : 401;
      await expect(saveSiteIdentity(db(), who, { siteName: "a", siteTagline: "b" })).rejects.toMatchObject({
        status,
      });
      await expect(saveContactAddresses(db(), who, {})).rejects.toMatchObject({ status });
    }
  });
});

const demoPeople = (changed?: string) =>
  EDITORIAL_TEAM.map((m, i) => ({
    name: i === 0 && changed ? changed : m.name,
    slug: `demo-${i}`,
    title: m.role,
    email: m.email ?? "",
    onMasthead: true,
    mastheadOrder: i + 1,
  }));

describeEachEngine("the demo's team and addresses", ({ db }) => {
  it("removes the invented team that earlier versions stored where the demo was never seeded", async () => {
    await db().insert(people).values(demoPeople());
    await backfillTerms(db(), (await currentSchoolYear(db(), "UTC")).start);
    await forgetUnseededDemoTeam(db());
    expect(await listMasthead(db())).toEqual([]);
  });

  it("keeps a member the editors changed", async () => {
    await db().insert(people).values(demoPeople("Someone Real"));
    await backfillTerms(db(), (await currentSchoolYear(db(), "UTC")).start);
    await forgetUnseededDemoTeam(db());
    expect((await listMasthead(db())).map((m) => m.name)).toEqual(["Someone Real"]);
    await db().delete(people);
  });

  it("seeds the demo team as the masthead and the demo addresses with the demo content, and keeps them", async () => {
    await seedDemo(db());
    const team = await listMasthead(db());
    expect(team.map((m) => m.name)).toEqual(EDITORIAL_TEAM.map((m) => m.name));
    expect(team[0]).toMatchObject({ role: EDITORIAL_TEAM[0]!.role, email: EDITORIAL_TEAM[0]!.email });
    expect((await getContactAddresses(db())).ads).toBe("ads@borderlandtimes.example");
    await forgetUnseededDemoTeam(db());
    expect(await listMasthead(db())).toHaveLength(EDITORIAL_TEAM.length);
  });
});
