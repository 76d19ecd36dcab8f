import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { member, PASSWORD } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { localDateTimeValue } from "#shared/local-time.ts";
import {
  articles,
  assignmentPeople,
  assignments,
  auditEvents,
  notifications,
  people,
  users,
} from "../../db/schema.ts";
import { createAssignment } from "../desk/assignments.ts";
import { createSession, readSession } from "../accounts/sessions.ts";
import { signInStaff } from "../accounts/staff-sign-in.ts";
import { getAuthor } from "../people/author-page.ts";
import { createRateLimits } from "../rate-limits.ts";
import { mastheadOfYear } from "./mastheads.ts";
import { performRollover, previewRollover, ROLLOVER_RUNNING } from "./rollover.ts";
import { lastRollover, undoRollover } from "./rollover-undo.ts";
import { setTermFromPerson } from "./mastheads.ts";

const FROM = { ip: "203.0.113.10", userAgent: "test" };
/** In the 2026–27 school year; the masthead in force is 2025–26's. */
const AUTUMN = { timeZone: "UTC", now: new Date("2026-09-15T12:00:00Z") };

describeEachEngine("the rollover", ({ db, engine }) => {
  /** A member of staff with a person on 2025–26's masthead. */
  const staffer = async (
    role: "editor" | "contributor",
    name: string,
    classYear: string,
    title: string,
    order: number,
  ) => {
    const user = await member(db(), role, { name });
    const [person] = await db()
      .insert(people)
      .values({
        name,
        slug: name.toLowerCase().replace(/\W+/g, "-"),
        classYear,
        title,
        onMasthead: true,
        mastheadOrder: order,
        userId: user.id,
      })
      .returning();
    await setTermFromPerson(db(), person!, 2025);
    return { user, person: person! };
  };

  it("previews, rolls over in one go, and undoes all of it", async () => {
    const admin = await member(db(), "admin");
    const chief = await staffer("editor", "Gia Grad", "Class of 2026", "Editor-in-Chief", 1);
    const sports = await staffer("contributor", "Hal Grad", "2026", "Sports Editor", 2);
    const stays = await staffer("contributor", "Ivy Stay", "Class of 2028", "News Editor", 3);
    const draft = await makeArticle(db(), { title: "Unfinished feature" });
    await db()
      .update(articles)
      .set({ status: "draft", publishedAt: null, createdBy: chief.user.id })
      .where(eq(articles.id, draft.id));
    const published = await makeArticle(db(), { title: "Their last story", author: "Gia Grad" });
    const session = await createSession(db(), chief.user.id);
    expect((await readSession(db(), session.token))?.user.id).toBe(chief.user.id);

    const plan = await previewRollover(db(), admin, AUTUMN);
    expect(plan).toMatchObject({
      fromYear: 2025,
      toYear: 2026,
      from: { name: "2025–26" },
      to: { name: "2026–27" },
    });
    expect(plan.graduates.map((g) => [g.name, g.roles])).toEqual([
      ["Gia Grad", ["Editor-in-Chief"]],
      ["Hal Grad", ["Sports Editor"]],
    ]);
    expect(plan.graduates[0]!.drafts).toEqual([
      { kind: "article", id: draft.id, title: "Unfinished feature", status: "draft" },
    ]);
    expect(plan.staff.map((s) => s.id)).toContain(stays.user.id);
    expect(plan.staff.map((s) => s.id)).not.toContain(chief.user.id);

    await expect(
      performRollover(db(), admin, { fromYear: "2025", [`draft:article:${draft.id}`]: chief.user.id }),
    ).rejects.toMatchObject({
      name: "Invalid",
      message: expect.stringMatching(/Choose who takes over 'Unfinished feature'/),
    });
    await performRollover(
      db(),
      admin,
      { fromYear: "2025", [`draft:article:${draft.id}`]: stays.user.id },
      AUTUMN.now,
    );

    // The graduates are alumni: no session, no sign-in; their pages stay and say their class.
    expect(await readSession(db(), session.token)).toBeNull();
    await expect(
      signInStaff(
        { db: db(), limits: createRateLimits() },
        { username: chief.user.username, password: PASSWORD },
        FROM,
      ),
    ).rejects.toMatchObject({ message: ACCOUNT_DEACTIVATED });
    expect(await getAuthor(db(), sports.person.slug)).toMatchObject({
      name: "Hal Grad",
      classYear: "Class of 2026",
    });
    expect((await db().select().from(articles).where(eq(articles.id, published.id)))[0]?.status).toBe(
      "published",
    );
    // The draft has its new owner; the new masthead is the old one without the graduates.
    expect((await db().select().from(articles).where(eq(articles.id, draft.id)))[0]?.createdBy).toBe(
      stays.user.id,
    );
    expect((await mastheadOfYear(db(), 2026)).map((m) => m.name)).toEqual(["Ivy Stay"]);
    expect((await mastheadOfYear(db(), 2025)).map((m) => m.name)).toEqual([
      "Gia Grad",
      "Hal Grad",
      "Ivy Stay",
    ]);
    const [logged] = await db().select().from(auditEvents).where(eq(auditEvents.action, "rollover"));
    expect(logged?.summary).toBe("2025 → 2026: 2 graduated");

    // Once is enough: a second rollover into 2026–27 is refused.
    await expect(performRollover(db(), admin, { fromYear: "2025" })).rejects.toMatchObject({
      name: "Conflict",
      message: expect.stringMatching(/rolled over already/),
    });
    const last = await lastRollover(db(), admin);
    expect(last?.graduates).toEqual(["Gia Grad", "Hal Grad"]);
    await expect(undoRollover(db(), chief.user, { id: last!.id })).rejects.toMatchObject({
      name: "Forbidden",
    });
    await expect(
      undoRollover(db(), admin, { id: last!.id }, new Date(AUTUMN.now.getTime() + 8 * 86_400_000)),
    ).rejects.toMatchObject({ message: expect.stringMatching(/7 days only/) });
    await undoRollover(db(), admin, { id: last!.id }, AUTUMN.now);

    const [back] = await db().select().from(users).where(eq(users.id, chief.user.id));
    expect(back?.deactivatedAt).toBeNull();
    expect((await db().select().from(articles).where(eq(articles.id, draft.id)))[0]?.createdBy).toBe(
      chief.user.id,
    );
    expect(await mastheadOfYear(db(), 2026)).toEqual([]);
    expect((await db().select().from(people).where(eq(people.id, chief.person.id)))[0]?.onMasthead).toBe(
      true,
    );
    expect(await lastRollover(db(), admin)).toBeNull();
    await expect(undoRollover(db(), admin, { id: last!.id }, AUTUMN.now)).rejects.toMatchObject({
      message: expect.stringMatching(/undone already/),
    });
  });

  it("hands each graduate's open assignments on with their drafts or as chosen, and the undo gives them back", async () => {
    const admin = await member(db(), "admin");
    const grad = await staffer("contributor", "Mo Grad", "Class of 2026", "Photo Editor", 1);
    const stays = await staffer("contributor", "Ned Stay", "Class of 2028", "News Editor", 2);
    const kept = await staffer("contributor", "Kit Keep", "Class of 2029", "Writer", 3);
    const due = localDateTimeValue(new Date(Date.now() + 7 * 86_400_000), "UTC");
    const line = async (headline: string, people: Record<string, string>) =>
      createAssignment(
        db(),
        admin,
        { headline, category: "Science", draftDue: due, ...people },
        { timeZone: "UTC" },
      );
    // Their own story, made into their draft; and a photo job on Kit's story; and one finished.
    const story = await line("Lab fire", { person1: grad.user.id, role1: "writer" });
    const photos = await line("Game night", {
      person1: kept.user.id,
      role1: "writer",
      person2: grad.user.id,
      role2: "photographer",
    });
    const done = await line("Old news", { person1: grad.user.id, role1: "writer" });
    await db().update(assignments).set({ status: "published" }).where(eq(assignments.id, done.id));
    const draft = await makeArticle(db(), { title: "Lab fire draft" });
    await db()
      .update(articles)
      .set({ status: "draft", publishedAt: null, createdBy: grad.user.id })
      .where(eq(articles.id, draft.id));
    await db().update(assignments).set({ articleId: draft.id }).where(eq(assignments.id, story.id));

    const plan = await previewRollover(db(), admin, AUTUMN);
    // (The first test's graduates, back by its undo, graduate here too.)
    expect(plan.graduates.find((g) => g.name === "Mo Grad")?.assignments).toEqual([
      { id: photos.id, headline: "Game night", roles: ["photographer"], draft: null },
      { id: story.id, headline: "Lab fire", roles: ["writer"], draft: { kind: "article", id: draft.id } },
    ]);
    const holders = async (id: string) =>
      (await db().select().from(assignmentPeople).where(eq(assignmentPeople.assignmentId, id)))
        .map(
          (p) =>
            `${p.userId === grad.user.id ? "grad" : p.userId === stays.user.id ? "ivy" : "kit"}:${p.role}`,
        )
        .sort();

    await expect(
      performRollover(
        db(),
        admin,
        { fromYear: "2025", [`assignment:${photos.id}`]: grad.user.id },
        AUTUMN.now,
      ),
    ).rejects.toMatchObject({ message: expect.stringMatching(/Choose who takes over 'Game night'/) });
    expect(await holders(photos.id)).toEqual(["grad:photographer", "kit:writer"]);
    await performRollover(
      db(),
      admin,
      {
        fromYear: "2025",
        [`draft:article:${draft.id}`]: stays.user.id,
        [`assignment:${photos.id}`]: kept.user.id,
      },
      AUTUMN.now,
    );
    expect(await holders(story.id)).toEqual(["ivy:writer"]);
    expect(await holders(photos.id)).toEqual(["kit:photographer", "kit:writer"]);
    expect(await holders(done.id)).toEqual(["grad:writer"]);
    const told = await db().select().from(notifications).where(eq(notifications.userId, kept.user.id));
    expect(told.map((n) => n.title)).toContain("Assigned to you: Game night");

    await undoRollover(db(), admin, { id: (await lastRollover(db(), admin))!.id }, AUTUMN.now);
    expect(await holders(story.id)).toEqual(["grad:writer"]);
    expect(await holders(photos.id)).toEqual(["grad:photographer", "kit:writer"]);
  });

  it("refuses a rollover while another runs, and lets only admins see or start one", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    await expect(previewRollover(db(), editor, AUTUMN)).rejects.toMatchObject({ name: "Forbidden" });
    await expect(performRollover(db(), editor, { fromYear: "2030" })).rejects.toMatchObject({
      name: "Forbidden",
    });
    const results = await Promise.allSettled([
      performRollover(db(), admin, { fromYear: "2030" }),
      performRollover(db(), admin, { fromYear: "2030" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    // The embedded database runs one transaction at a time, so the second finds the year rolled over;
    // PostgreSQL's second finds the first still running.
    expect((refused.reason as Error).message).toMatch(
      engine === "postgres"
        ? new RegExp(`${ROLLOVER_RUNNING.slice(0, 30)}|rolled over already`)
        : /rolled over already/,
    );
  });
});
