import { type ChainRole } from "#shared/roles.ts";

/** The permission matrix's rows (./portal-permissions.test.ts): each portal route's least role. The
 * parameters its pages are asked with, and a request to each action that succeeds, are in
 * ./portal-permissions.requests.ts. */

/** A role of the chain, or nobody of it (what only the adviser does). */
export type Least = ChainRole | "nobody";

/**
 * The least role of the chain each portal route lets in (issue 26, decision 0040): `page` for its
 * loader, `act` for its action (the sample request below); and what the adviser, beside the chain
 * (issue 38), may: read the page, or also act. Adding a route is one row here.
 */
export const LEAST: Record<string, { page?: Least; act?: Least; adviser?: "page" | "act" }> = {
  "/admin/dashboard": { page: "contributor", adviser: "page" },
  // The home screen (issue 38): every member of staff lands here, the adviser too; its action dismisses
  // the school year's start notice (issue 40), admins only.
  "/admin/dashboard (index)": { page: "contributor", act: "admin", adviser: "page" },
  // A create page's action publishes at once.
  "/admin/dashboard/articles/new": { page: "contributor", act: "editor" },
  "/admin/dashboard/opinion/new": { page: "contributor", act: "editor" },
  "/admin/dashboard/creative/new": { page: "contributor", act: "editor" },
  // Asked for a piece someone else created (a contributor opens only their own).
  // The adviser reads every piece (issue 38), and deletes none.
  "/admin/dashboard/articles/:id": { page: "editor", adviser: "page" },
  "/admin/dashboard/creative/:id": { page: "editor", adviser: "page" },
  // A live blog's desk (issue 42, decision 0081): every writer opens any live blog and posts (the
  // sample); the adviser reads it. Editors' own intents (pin, approve, end) are checked in the domain.
  "/admin/dashboard/articles/:id/live": { page: "contributor", act: "contributor", adviser: "page" },
  "/admin/dashboard/articles": { page: "editor", act: "editor", adviser: "page" },
  "/admin/dashboard/creative": { page: "editor", act: "editor", adviser: "page" },
  "/admin/dashboard/mine": { page: "contributor" },
  // Every member of staff's own notifications (issue 38); the sample marks them all read. Opening one
  // that is not the person's opens the inbox instead.
  "/admin/dashboard/inbox": { page: "contributor", act: "contributor", adviser: "act" },
  "/admin/dashboard/inbox/:id": { page: "contributor", adviser: "page" },
  // The desk (issue 38): every member of staff reads the budget (a contributor their own lines), the
  // adviser all of it; editors assign (the samples move, make and change an assignment); anyone pitches.
  "/admin/dashboard/desk": { page: "contributor", act: "editor", adviser: "page" },
  "/admin/dashboard/desk/new": { page: "editor", act: "editor" },
  // Asked for an assignment nobody asking is on.
  "/admin/dashboard/desk/:id": { page: "editor", act: "editor", adviser: "page" },
  "/admin/dashboard/pitches": { page: "contributor", act: "contributor" },
  // Its images are the editor's picker for every writer; managing them is an editor's.
  "/admin/dashboard/media": { page: "contributor", act: "editor", adviser: "page" },
  // Every staff member's own password is there; the sample changes the site's name.
  "/admin/dashboard/settings": { page: "contributor", act: "admin", adviser: "page" },
  "/admin/editor": { act: "contributor" },
  // Notes on a draft (issue 38): the sample notes a piece someone else created.
  "/admin/notes": { act: "editor", adviser: "act" },
  "/admin/pieces/previews": { act: "editor" },
  "/admin/pieces/corrections": { act: "editor" },
  "/admin/pieces/takedown": { act: "editor" },
  "/admin/uploads": { act: "contributor" },
  // The image picker's credit (decision 0071): a writer's own upload, any image for an editor.
  "/admin/uploads/credit": { act: "contributor" },
  // An embed's preview (decision 0075): any writer.
  "/admin/embeds": { act: "contributor" },
  // Closing a readers' poll early (decision 0077): an editor's.
  "/admin/polls": { act: "editor" },
  // Video, audio and captions files (decision 0073): any writer, each their own upload's parts.
  "/admin/media-files": { act: "contributor" },
  "/admin/media-files/part": { act: "contributor" },
  "/admin/imports": { act: "contributor" },
  // The downloads of everything (issue 28): the sample is the content as JSON.
  "/admin/export": { act: "admin" },
  // The newest archive of the site as a zip (decision 0080): admins. With none made, back to Settings.
  "/admin/archive": { page: "admin" },
  "/admin/dashboard/staff": { page: "admin", act: "admin" },
  // The school year's rollover (issue 40): the sample rolls a far year over.
  "/admin/dashboard/rollover": { page: "admin", act: "admin" },
  "/admin/dashboard/audit": { page: "admin" },
  "/admin/dashboard/people": { page: "editor", act: "editor" },
  // Comment moderation (issue 27): the sample hides a comment.
  "/admin/dashboard/comments": { page: "editor", act: "editor" },
  // The most read (decision 0048): readership is an editor's.
  "/admin/dashboard/readership": { page: "editor", adviser: "page" },
  // The contribution report (issue 38), on a page and as CSV: editors' and the adviser's.
  "/admin/dashboard/contributions": { page: "editor", adviser: "page" },
  "/admin/contributions.csv": { page: "editor", adviser: "page" },
  // The adviser's approval (issue 38): nobody of the chain gives it. The sample asks for it.
  "/admin/pieces/approval": { act: "nobody", adviser: "act" },
  "/admin/dashboard/newsletter": { page: "admin", act: "admin" },
  // The static pages (issue 27, decision 0047): their list and their editor are an editor's; their
  // saves go through /admin/editor, checked below.
  "/admin/dashboard/pages": { page: "editor" },
  "/admin/dashboard/pages/:id": { page: "editor" },
  // Settings → Import (issue 40, decision 0070): admins. The samples begin an upload, send its one
  // part, and discard an upload begun.
  "/admin/dashboard/import": { page: "admin", act: "admin" },
  "/admin/site-imports": { act: "admin" },
  "/admin/site-imports/part": { act: "admin" },
  // Settings → Redirects (issue 40, decision 0069): editors and admins, as breaking news.
  "/admin/dashboard/redirects": { page: "editor", act: "editor" },
  // Podcasts (decision 0074): editors keep the shows; every writer reads the episode's choices.
  "/admin/dashboard/podcasts": { page: "editor", act: "editor" },
  // Sports (issue 42, decision 0078): every reporter opens it and enters scores; the page's sample adds a
  // team, which only editors may. The adviser coaches and enters no score.
  "/admin/dashboard/sports": { page: "contributor", act: "editor" },
  "/admin/dashboard/sports/games/:id": { page: "contributor", act: "contributor" },
  "/admin/podcasts/choices": { page: "contributor", adviser: "page" },
  "/admin/sports/choices": { page: "contributor", adviser: "page" },
  // Print editions (decision 0079): editors add, change and publish them.
  "/admin/dashboard/print": { page: "editor", act: "editor" },
  // An edition's History and Restore, and the import of past editions, its files and their parts.
  "/admin/print-editions/history": { act: "editor" },
  "/admin/print-imports": { act: "editor" },
  "/admin/print-imports/file": { act: "editor" },
  "/admin/print-imports/part": { act: "editor" },
  // The byline picker's suggestions, for every writer.
  "/admin/people/suggest": { page: "contributor", adviser: "page" },
  // The set-up of a second factor that staff owe while it is required: every staff role's own.
  "/admin/two-factor": { page: "contributor", act: "contributor", adviser: "act" },
};
