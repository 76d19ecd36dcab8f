import type { AppLoadContext } from "react-router";
import { can } from "#shared/roles.ts";
import type { PageChange } from "../../server/http/page-changes.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { endLiveBlog, setLiveOptions, startLiveBlog } from "../../server/modules/live/blogs.ts";
import {
  approveEntry,
  correctEntry,
  deleteEntry,
  pinEntry,
  postEntry,
} from "../../server/modules/live/entries.ts";
import { staffLive } from "../../server/modules/live/read.ts";
import { entryPeople, entryTexts, renderEntries } from "../../server/modules/live/render.ts";
import { pageImages } from "~/lib/images.server.ts";
import { runPortalAction, type PortalOperation, type PortalRun } from "~/lib/portal-answer.server.ts";
import { orRefused, requireStaffPage } from "~/lib/staff.server.ts";

export const livePath = (articleId: string) => `/admin/dashboard/articles/${articleId}/live`;

/** The live blog's page (issue 42, decision 0081): every entry with its history, as readers see it, and
 * what the signed-in member of staff may do (editors pin, approve, set and end; every writer posts and
 * changes their own). */
export async function loadLive(request: Request, context: AppLoadContext, articleId: string) {
  const actor = await requireStaffPage(request, context);
  try {
    const live = await orRefused(() => staffLive(context.services.db, actor, articleId));
    // Shown as readers see them; the correction's editor starts from each entry's stored HTML.
    const [images, people] = await Promise.all([
      pageImages(context, entryTexts(live.entries)),
      entryPeople(context.services.db, live.entries),
    ]);
    return {
      ...live,
      entries: renderEntries(live.entries, images, people).entries,
      me: { id: actor.id, edits: can(actor.role, "publish"), writes: can(actor.role, "write") },
    };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

/** The domain's answer: the pages it changed, and a toast title of its own when the outcome differs. */
type Done = { pages: PageChange | null; title?: string };

/** An operation whose domain answer names the pages it changed: those are dropped, then the toast. */
const operation = (
  failure: string,
  title: string,
  write: (run: PortalRun, articleId: string) => Promise<Done>,
  articleId: string,
): PortalOperation => ({
  failure,
  changes: null,
  async run(args) {
    const done = await write(args, articleId);
    if (done.pages) args.context.pagesChanged(done.pages);
    return { title: done.title ?? title };
  },
});

export function liveAction(request: Request, context: AppLoadContext, articleId: string) {
  const { db } = context.services;
  const op = (failure: string, title: string, write: (run: PortalRun, id: string) => Promise<Done>) =>
    operation(failure, title, write, articleId);
  return runPortalAction(
    request,
    context,
    {
      start: op("Failed to start the live blog", "Live blog started", ({ actor, form }, id) =>
        startLiveBlog(db, actor, id, form),
      ),
      options: op("Failed to save the settings", "Live blog settings saved", ({ actor, form }, id) =>
        setLiveOptions(db, actor, id, form),
      ),
      post: op("Failed to post the entry", "Entry posted", async ({ actor, form }, id) => {
        const done = await postEntry(db, actor, id, form);
        return done.entry.state === "pending"
          ? { ...done, title: "Entry sent to an editor for approval" }
          : done;
      }),
      correct: op("Failed to correct the entry", "Entry corrected", ({ actor, form }, id) =>
        correctEntry(db, actor, id, form),
      ),
      delete: op("Failed to delete the entry", "Entry deleted", ({ actor, form }, id) =>
        deleteEntry(db, actor, id, form),
      ),
      pin: op("Failed to pin the entry", "Entry pinned", ({ actor, form }, id) =>
        pinEntry(db, actor, id, form, true),
      ),
      unpin: op("Failed to unpin the entry", "Entry unpinned", ({ actor, form }, id) =>
        pinEntry(db, actor, id, form, false),
      ),
      approve: op("Failed to approve the entry", "Entry approved", ({ actor, form }, id) =>
        approveEntry(db, actor, id, form),
      ),
      end: op("Failed to end the live blog", "Live blog ended", ({ actor }, id) =>
        endLiveBlog(db, actor, id),
      ),
    },
    livePath(articleId),
  );
}
