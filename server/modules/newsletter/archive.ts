import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import { NotFound } from "../errors.ts";
import { archivedHtml } from "./issue-mail.ts";
import { storyCards } from "./stories.ts";

export const ARCHIVE_PAGE_SIZE = 30;
export const NO_SUCH_ISSUE = "This newsletter issue is not in the archive.";

/** The public archive: sent issues, newest first, a page at a time (newsletter_issues_status_idx). */
export async function archivePage(db: Db, page: number) {
  const rows = await db
    .select({ id: newsletterIssues.id, subject: newsletterIssues.subject, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sent"))
    .orderBy(desc(newsletterIssues.sendStartedAt))
    .limit(ARCHIVE_PAGE_SIZE + 1)
    .offset((Math.max(1, page) - 1) * ARCHIVE_PAGE_SIZE);
  return { issues: rows.slice(0, ARCHIVE_PAGE_SIZE), more: rows.length > ARCHIVE_PAGE_SIZE };
}

/** One sent issue: as mailed (without anyone's unsubscribe link), and its parts for the page. */
export async function archivedIssue(db: Db, id: string) {
  const [row] = await db
    .select({
      id: newsletterIssues.id,
      subject: newsletterIssues.subject,
      sentAt: newsletterIssues.sentAt,
      html: newsletterIssues.html,
      introHtml: newsletterIssues.introHtml,
      stories: newsletterIssues.stories,
    })
    .from(newsletterIssues)
    .where(and(sql`${newsletterIssues.id}::text = ${id}`, eq(newsletterIssues.status, "sent")))
    .limit(1);
  if (!row) throw new NotFound(NO_SUCH_ISSUE);
  return { ...row, html: archivedHtml(row.html ?? ""), stories: await storyCards(db, row.stories) };
}

/** Every sent issue's address, for the sitemap. */
export async function archiveForSitemap(db: Db) {
  return db
    .select({ id: newsletterIssues.id, sentAt: newsletterIssues.sentAt })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.status, "sent"))
    .orderBy(desc(newsletterIssues.sendStartedAt))
    .limit(10_000);
}
