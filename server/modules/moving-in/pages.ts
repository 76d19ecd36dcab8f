import { eq } from "drizzle-orm";
import { PAGE_SLUGS } from "#shared/static-pages.ts";
import { staticPages } from "../../db/schema.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { writePiece } from "../content/door.ts";
import { lockRow } from "../content/versions.ts";
import { convertBody } from "./convert.ts";
import { rewriteImages } from "./images.ts";
import { rewriteMedia } from "./media-blocks.ts";
import { importedAs, recordImported } from "./imported.ts";
import { recordOldPaths } from "./old-paths.ts";
import type { PostRun } from "./posts.ts";
import { systemName } from "./report.ts";
import type { SourcePost } from "./source.ts";

/** The addresses other sites give the pages we have (decision 0047's eight). */
const ALIASES: Record<string, string> = {
  "about-us": "about",
  "contact-us": "contact",
  terms: "terms-of-service",
  "terms-and-conditions": "terms-of-service",
  privacy: "privacy-policy",
  cookies: "cookie-policy",
  "accessibility-statement": "accessibility",
  jobs: "careers",
  advertising: "advertise",
};

export function ourPageSlug(slug: string): string | null {
  const ours = ALIASES[slug] ?? slug;
  return (PAGE_SLUGS as readonly string[]).includes(ours) ? ours : null;
}

/** A page of the old site: when one of our static pages has its address, its text becomes that page's,
 * as an edit with its revision in History (the page keeps its title), and its old addresses lead to
 * ours ('/about-us/', '/?page_id=7'); any other is reported. */
export async function importPage(post: SourcePost, run: PostRun): Promise<void> {
  const { db, report } = run;
  const slug = ourPageSlug(post.slug);
  if (post.status === "skipped" || !slug) {
    report.pages.skipped++;
    report.pagesNotImported.push(`"${post.title}" (/${post.slug}/${slug ? `, ${post.sourceStatus}` : ""})`);
    return;
  }
  if (await importedAs(db, run.source, "page", post.id)) {
    report.pages.already++;
    return;
  }
  report.pages.imported++;
  if (!run.image || !run.mediaFile) return;
  const converted = convertBody(post.html, post.classic, post.images);
  for (const name of converted.shortcodes) report.shortcodes.add(name);
  const content = sanitizeContent(
    await rewriteMedia(await rewriteImages(converted.html, run.image), run.mediaFile),
  );
  await db.transaction(async (tx) => {
    const [page] = await tx
      .select({ id: staticPages.id })
      .from(staticPages)
      .where(eq(staticPages.slug, slug));
    if (!page) return;
    const row = await lockRow(tx, "page", page.id);
    await writePiece(tx, run.actor, {
      op: "update",
      name: "page",
      row,
      needs: "editPages",
      owner: "any",
      set: { content, updatedAt: run.now },
      revision: { reason: `Imported from ${systemName(report.system)}`, at: run.now },
      visible: true,
    });
    await recordImported(tx, run.source, "page", post.id, page.id);
    await recordOldPaths(tx, { staticPageId: page.id }, post.oldPaths);
  });
}
