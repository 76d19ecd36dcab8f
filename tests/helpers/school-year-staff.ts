// Test harness: `DATA_DIR=… node --import tsx tests/helpers/school-year-staff.ts JSON` puts accounts made
// by admin:create on the 2025–26 masthead with a class year, and gives them the open drafts and
// assignments it names, before the server starts (the rollover's journey, issue 40). JSON: [{ username, classYear, title }].
import { eq } from "drizzle-orm";
import { articles, assignmentPeople, assignments, people, users } from "../../server/db/schema.ts";
import { createArticle } from "../../server/modules/articles/write.ts";
import { setTermFromPerson } from "../../server/modules/school-year/mastheads.ts";
import { loadConfigOrFail, openScriptDatabase } from "../../scripts/open-database.ts";

type Member = {
  username: string;
  classYear: string;
  title: string;
  draft?: string;
  published?: string;
  /** An open assignment they are the photographer on. */
  assignment?: string;
};
const members = JSON.parse(process.argv[2] ?? "[]") as Member[];
const { database, close } = await openScriptDatabase(
  loadConfigOrFail(),
  () => "The server holds the database",
);
const db = database.db;
try {
  for (const [i, m] of members.entries()) {
    const [user] = await db.select().from(users).where(eq(users.username, m.username));
    if (!user) throw new Error(`No account ${m.username}`);
    const [person] = await db
      .insert(people)
      .values({
        name: user.name ?? m.username,
        slug: m.username,
        classYear: m.classYear,
        title: m.title,
        onMasthead: true,
        mastheadOrder: i + 1,
        userId: user.id,
      })
      .returning();
    await setTermFromPerson(db, person!, 2025);
    if (m.published)
      await createArticle(db, {
        title: m.published,
        excerpt: "From the 2025–26 school year.",
        content: "<p>Printed and posted.</p>",
        category: "Politics",
        author: user.name ?? m.username,
        publishedAt: new Date("2025-10-15T12:00:00Z"),
      });
    if (m.assignment) {
      const [line] = await db
        .insert(assignments)
        .values({ headline: m.assignment, category: "Politics" })
        .returning({ id: assignments.id });
      await db
        .insert(assignmentPeople)
        .values({ assignmentId: line!.id, userId: user.id, role: "photographer" });
    }
    if (m.draft) {
      const piece = await createArticle(db, {
        title: m.draft,
        excerpt: "Half written.",
        content: "<p>To be finished.</p>",
        category: "Politics",
        author: user.name ?? m.username,
        publishedAt: null,
      });
      await db.update(articles).set({ status: "draft", createdBy: user.id }).where(eq(articles.id, piece.id));
    }
  }
} finally {
  await close();
}
