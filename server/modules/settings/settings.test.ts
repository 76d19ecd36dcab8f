import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { siteSettings } from "../../db/schema.ts";
import { EDITORIAL_TEAM } from "../../db/seed/editorial-team.ts";
import { forgetUnseededDemoTeam, seedDemo } from "../../db/seed/seed-demo.ts";
import { getContactAddresses, saveContactAddresses } from "./contact-addresses.ts";
import {
  getEditorialTeam,
  getSiteIdentity,
  saveEditorialTeam,
  saveSiteIdentity,
  setSetting,
} from "./site-settings.ts";

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
    expect(await getEditorialTeam(db())).toEqual([]);
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

  it("saves the editorial team from the form's numbered fields, in order, dropping blank rows", async () => {
    const team = await saveEditorialTeam(db(), admin, {
      "team[1][name]": "Anurag Bora",
      "team[1][role]": "Co-Editor",
      "team[1][bio]": "",
      "team[1][email]": "",
      "team[0][name]": " Rina Das ",
      "team[0][role]": "Editor in Chief",
      "team[0][bio]": "Edits everything.",
      "team[0][email]": "rina@paper.org",
      "team[2][name]": "",
      "team[2][role]": " ",
      "team[2][bio]": "",
      "team[2][email]": "",
    });
    expect(team).toEqual([
      { name: "Rina Das", role: "Editor in Chief", bio: "Edits everything.", email: "rina@paper.org" },
      { name: "Anurag Bora", role: "Co-Editor", bio: "", email: null },
    ]);
    expect(await getEditorialTeam(db())).toEqual(team);
    expect(await saveEditorialTeam(db(), admin, {})).toEqual([]);
    expect(await getEditorialTeam(db())).toEqual([]);
  });

  it("checks each member: name and role required, a valid e-mail, at most 30 people", async () => {
    const member = { name: "A", role: "B", bio: "", email: "" };
    for (const team of [
      [{ ...member, name: "" }],
      [{ ...member, role: "" }],
      [{ ...member, email: "not-an-address" }],
      [{ ...member, bio: "x".repeat(601) }],
      Array.from({ length: 31 }, () => member),
    ])
      await expect(saveEditorialTeam(db(), admin, { team })).rejects.toMatchObject({ status: 400 });
    expect(
      await saveEditorialTeam(db(), admin, { team: Array.from({ length: 30 }, () => member) }),
    ).toHaveLength(30);
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

  it("lets only staff save settings", async () => {
    for (const who of [null, actor("reader")]) {
      const status = who ? 403 : 401;
      await expect(saveSiteIdentity(db(), who, { siteName: "a", siteTagline: "b" })).rejects.toMatchObject({
        status,
      });
      await expect(saveEditorialTeam(db(), who, { team: [] })).rejects.toMatchObject({ status });
      await expect(saveContactAddresses(db(), who, {})).rejects.toMatchObject({ status });
    }
  });
});

describeEachEngine("the demo's team and addresses", ({ db }) => {
  it("removes the invented team that earlier versions stored where the demo was never seeded", async () => {
    await setSetting(db(), "editorial_team", EDITORIAL_TEAM);
    await forgetUnseededDemoTeam(db());
    expect(await getEditorialTeam(db())).toEqual([]);
  });

  it("keeps a team the editors changed", async () => {
    await setSetting(db(), "editorial_team", [{ ...EDITORIAL_TEAM[0], name: "Someone Real" }]);
    await forgetUnseededDemoTeam(db());
    expect((await getEditorialTeam(db())).map((m) => m.name)).toEqual(["Someone Real"]);
    await db().delete(siteSettings);
  });

  it("seeds the demo team and the demo addresses with the demo content, and keeps them", async () => {
    await seedDemo(db());
    expect((await getEditorialTeam(db())).map((m) => m.name)).toEqual(EDITORIAL_TEAM.map((m) => m.name));
    expect((await getContactAddresses(db())).ads).toBe("ads@borderlandtimes.example");
    await forgetUnseededDemoTeam(db());
    expect(await getEditorialTeam(db())).toHaveLength(EDITORIAL_TEAM.length);
  });
});
