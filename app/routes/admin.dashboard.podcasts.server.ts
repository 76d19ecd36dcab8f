import type { AppLoadContext } from "react-router";
import { createShow, deleteShow, portalShows, updateShow } from "../../server/modules/podcasts/shows.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

export const PODCASTS_PATH = "/admin/dashboard/podcasts";

/** Podcasts (issue 41, decision 0074): every show, for editors and admins. */
export async function loadPodcasts(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "podcasts");
  const { db, storage } = context.services;
  const shows = await portalShows(db, storage, actor);
  return {
    shows: shows.map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      description: s.description,
      cover: s.coverUrl,
      category: s.subcategory ? `${s.category} > ${s.subcategory}` : s.category,
      language: s.language,
      explicit: s.explicit,
      locked: s.locked,
      author: s.author,
      ownerName: s.ownerName,
      ownerEmail: s.ownerEmail,
      episodes: s.episodes,
    })),
  };
}

/** Add, change and delete shows: each drops the podcasts' pages and feeds only ("podcasts"). */
export function podcastsAction(request: Request, context: AppLoadContext) {
  const { db, storage, config } = context.services;
  return runPortalAction(
    request,
    context,
    {
      add: {
        changes: "podcasts",
        failure: "Failed to add the show",
        async run({ actor, form }) {
          const show = await createShow(db, storage, actor, form, config.publicUrl);
          return { title: "Show added", description: `${show.name} is at /podcasts/${show.slug}.` };
        },
      },
      update: {
        changes: "podcasts",
        failure: "Failed to save the show",
        async run({ actor, form }) {
          const { row } = await updateShow(db, storage, actor, form);
          return { title: "Show saved", description: `${row.name} is saved.` };
        },
      },
      delete: {
        changes: "podcasts",
        failure: "Failed to delete the show",
        async run({ actor, form }) {
          const show = await deleteShow(db, actor, form.id);
          return { title: "Show deleted", description: `${show.name} is deleted.` };
        },
      },
    },
    PODCASTS_PATH,
  );
}
