import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, people, staffTerms } from "../../db/schema.ts";
import { listMasthead } from "../people/masthead.ts";
import { createPerson, updatePerson } from "../people/people.ts";
import { getPageSettings } from "../settings/page-settings.ts";
import { backfillTerms, mastheadOfYear } from "./mastheads.ts";
import { currentSchoolYear } from "./setting.ts";
import { saveSchoolYearSetting } from "./save-setting.ts";
import { staffPage } from "./staff-page.ts";

const admin = actor("admin");
const editor = { ...actor("admin"), role: "editor" } as const;
const UTC = "UTC";
/** In the 2025–26 school year (a school year starting in August). */
const SPRING_2026 = new Date("2026-03-15T12:00:00Z");
const AUTUMN_2026 = new Date("2026-09-15T12:00:00Z");

describeEachEngine("the school year", ({ db }) => {
  it("is set by admins only, checked, audit-logged, and names the current year", async () => {
    expect(await currentSchoolYear(db(), UTC, SPRING_2026)).toMatchObject({
      start: 2025,
      name: "2025–26",
      slug: "2025-26",
    });
    await expect(
      saveSchoolYearSetting(db(), editor, { startMonth: "9", form: "2025-2026" }, { timeZone: UTC }),
    ).rejects.toMatchObject({
      name: "Forbidden",
    });
    await expect(
      saveSchoolYearSetting(db(), admin, { startMonth: "13", form: "2025-2026" }, { timeZone: UTC }),
    ).rejects.toMatchObject({
      name: "Invalid",
      fields: { startMonth: expect.any(String) },
    });
    await saveSchoolYearSetting(db(), admin, { startMonth: "9", form: "2025-2026" }, { timeZone: UTC });
    // 15 September 2026 is in 2026-2027 when the year starts in September.
    expect(await currentSchoolYear(db(), UTC, AUTUMN_2026)).toMatchObject({ start: 2026, name: "2026-2027" });
    const [logged] = await db().select().from(auditEvents).where(eq(auditEvents.action, "settings"));
    expect(logged?.summary).toBe("School year starts in, School year name");
    await saveSchoolYearSetting(db(), admin, { startMonth: "8", form: "2025–26" }, { timeZone: UTC });
  });

  it("builds each year's masthead from the terms people held, and /staff/2024-25 never changes with today's", async () => {
    const chief = await createPerson(
      db(),
      editor,
      { name: "Ada Chief", title: "Editor-in-Chief", onMasthead: "on", mastheadOrder: "1" },
      { timeZone: UTC, now: SPRING_2026 },
    );
    await createPerson(
      db(),
      editor,
      { name: "Ben Sports", title: "Sports Editor", onMasthead: "on", mastheadOrder: "2" },
      { timeZone: UTC, now: SPRING_2026 },
    );
    expect((await mastheadOfYear(db(), 2025)).map((m) => [m.name, m.role])).toEqual([
      ["Ada Chief", "Editor-in-Chief"],
      ["Ben Sports", "Sports Editor"],
    ]);
    // A new year with no masthead of its own shows the last one until it gets one.
    expect((await listMasthead(db(), UTC, AUTUMN_2026)).map((m) => m.name)).toEqual([
      "Ada Chief",
      "Ben Sports",
    ]);
    // Editing a person in the new year starts its masthead from the last one: the others stay on it.
    await updatePerson(
      db(),
      editor,
      chief.id,
      { name: "Ada Chief", title: "Adviser's Aide", onMasthead: "on", mastheadOrder: "1" },
      { timeZone: UTC, now: AUTUMN_2026 },
    );
    expect((await mastheadOfYear(db(), 2026)).map((m) => [m.name, m.role])).toEqual([
      ["Ada Chief", "Adviser's Aide"],
      ["Ben Sports", "Sports Editor"],
    ]);
    const past = await staffPage(db(), UTC, "2025-26", AUTUMN_2026);
    expect(past).toMatchObject({ current: false, year: { name: "2025–26" } });
    expect(past!.members.map((m) => m.role)).toEqual(["Editor-in-Chief", "Sports Editor"]);
    const now = await staffPage(db(), UTC, undefined, AUTUMN_2026);
    expect(now).toMatchObject({ current: true, year: { name: "2026–27", slug: "2026-27" } });
    expect(now!.years.map((y) => y.slug)).toEqual(["2026-27", "2025-26"]);
    expect((await getPageSettings(db(), UTC, AUTUMN_2026)).team[0]?.role).toBe("Adviser's Aide");
    expect(await staffPage(db(), UTC, "2025-27", AUTUMN_2026)).toBeNull();
    expect((await staffPage(db(), UTC, "1999-00", AUTUMN_2026))?.members).toEqual([]);
    await db().delete(people);
  });

  it("carries a masthead kept before school years into this year once", async () => {
    await db()
      .insert(people)
      .values([
        { name: "Old Chief", slug: "old-chief", title: "Editor", onMasthead: true, mastheadOrder: 1 },
        { name: "Not On It", slug: "not-on-it" },
      ]);
    expect(await backfillTerms(db(), 2026)).toBe(1);
    expect(await backfillTerms(db(), 2026)).toBe(0);
    expect((await mastheadOfYear(db(), 2026)).map((m) => [m.name, m.role])).toEqual([
      ["Old Chief", "Editor"],
    ]);
    await db().delete(people);
    expect(await db().select().from(staffTerms)).toEqual([]);
  });
});
