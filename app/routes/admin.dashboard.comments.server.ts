import type { AppLoadContext } from "react-router";
import { setArticleCommentMode } from "../../server/modules/comments/article-mode.ts";
import {
  banReader,
  MODERATIONS,
  moderateComments,
  unbanReader,
  type Moderation,
} from "../../server/modules/comments/moderate.ts";
import {
  filterNames,
  listBans,
  listForModeration,
  moderationCounts,
  type ModerationQuery,
} from "../../server/modules/comments/moderation-list.ts";
import type { ModerationRow } from "../../server/modules/comments/moderation-row.ts";
import { getCommentRules, saveCommentRules } from "../../server/modules/comments/rules.ts";
import { Invalid } from "../../server/modules/errors.ts";
import {
  deletedReaderChoice,
  setDeletedReaderChoice,
} from "../../server/modules/settings/deleted-readers.ts";
import { can } from "#shared/roles.ts";
import { runPortalAction, type PortalOperation } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

export const COMMENTS_SECTION = "/admin/dashboard/comments";
const FILTERS = ["state", "article", "reader", "q", "after"] as const;

/** /admin/dashboard/comments (editors, issue 27): a page of the moderation list under the filters of the
 * query string (a GET form), the filters' figures, the banned readers and the site's comment rules. A
 * filter that is not valid is said on the page, with no comments. */
export async function loadComments(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "moderation");
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const input = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""]));
  let list: { query: Partial<ModerationQuery>; rows: ModerationRow[]; next: string | null };
  let problem: string | null = null;
  try {
    list = await listForModeration(db, actor, input);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    problem = error.message;
    list = { query: {}, rows: [], next: null };
  }
  // One after the other: the embedded database answers one query at a time anyway.
  const counts = await moderationCounts(db, actor);
  const bans = await listBans(db, actor);
  const names = await filterNames(db, list.query);
  const rules = await getCommentRules(db);
  // What becomes of a deleted reader's comments: an admin's choice (decision 0050).
  const deletedReaders = can(actor.role, "settings") ? await deletedReaderChoice(db) : null;
  const { after: _after, ...typed } = input;
  return {
    ...list,
    typed,
    problem,
    counts,
    bans,
    names,
    rules,
    deletedReaders,
    continued: Boolean(input.after),
  };
}

/** Every id a bulk form sent (`ids`, repeated), which the one-value form reader would cut to the first. */
async function chosenIds(request: Request): Promise<string[]> {
  try {
    return (await request.clone().formData()).getAll("ids").filter((v): v is string => typeof v === "string");
  } catch {
    return [];
  }
}

const TOASTS: Record<Moderation, (n: number) => { title: string; description: string }> = {
  approve: (n) => ({
    title: n === 1 ? "Comment approved" : `${n} comments approved`,
    description: "Readers see them on their articles.",
  }),
  hide: (n) => ({
    title: n === 1 ? "Comment hidden" : `${n} comments hidden`,
    description: "Readers no longer see them.",
  }),
  delete: (n) => ({
    title: n === 1 ? "Comment deleted" : `${n} comments deleted`,
    description: "They are gone for good.",
  }),
};

/** Approve, hide or delete (one or the chosen), ban and unban a reader, the site's rules and an
 * article's own mode. Each says the article pages it changed (decision 0016): a moderation or a ban
 * the articles of its comments, the rules every article page (each shows its mode). */
export async function commentsAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  const ids = await chosenIds(request);
  const changed = (articleIds: readonly string[]) => {
    for (const article of articleIds) context.pagesChanged({ article });
  };
  const moderation = (action: Moderation): PortalOperation => ({
    changes: null,
    failure: `Could not ${action} the comments`,
    async run({ actor }) {
      const done = await moderateComments(db, actor, action, ids);
      changed(done.articleIds);
      return TOASTS[action](done.count);
    },
  });
  const operations: Record<string, PortalOperation> = Object.fromEntries(
    MODERATIONS.map((m) => [m, moderation(m)]),
  );
  return runPortalAction(
    request,
    context,
    {
      ...operations,
      ban: {
        changes: null,
        failure: "Could not ban the reader",
        async run({ actor, form }) {
          const done = await banReader(db, actor, form.userId ?? "", { hideAll: form.hideAll === "on" });
          changed(done.articleIds);
          const hidden = done.hidden ? ` ${done.hidden} of their comments are hidden.` : "";
          return { title: "Reader banned", description: `${done.name} can no longer comment.${hidden}` };
        },
      },
      unban: {
        changes: null,
        failure: "Could not unban the reader",
        async run({ actor, form }) {
          const { name } = await unbanReader(db, actor, form.userId ?? "");
          return { title: "Reader unbanned", description: `${name} can comment again.` };
        },
      },
      rules: {
        changes: "content",
        failure: "Could not save the comment settings",
        async run({ actor, form }) {
          await saveCommentRules(db, actor, form);
          return { title: "Comment settings saved", description: "New comments follow them from now on." };
        },
      },
      "deleted-readers": {
        // Shows on no page: it acts when a reader deletes their account.
        changes: null,
        failure: "Could not save the setting",
        async run({ actor, form }) {
          const choice = await setDeletedReaderChoice(db, actor, form);
          return {
            title: "Setting saved",
            description:
              choice === "keep"
                ? "A deleted reader's comments stay, signed 'Deleted reader'."
                : "A deleted reader's comments are removed.",
          };
        },
      },
      "article-mode": {
        changes: null,
        failure: "Could not change the article's comments",
        async run({ actor, form }) {
          const { mode } = await setArticleCommentMode(db, actor, form.articleId ?? "", form.mode);
          context.pagesChanged({ article: form.articleId! });
          return {
            toast: {
              title: "Comments saved",
              description: mode
                ? `This article's comments are ${mode}.`
                : "This article follows the site's setting.",
            },
            more: { mode },
          };
        },
      },
    },
    COMMENTS_SECTION,
  );
}
