import { data, type AppLoadContext } from "react-router";
import { audioChoices } from "../../server/modules/podcasts/episodes.ts";
import { listShows } from "../../server/modules/podcasts/shows.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The episode fields' choices (decision 0074): every show and the newest audio files, for every member
 * of staff, in JSON. */
export async function podcastChoices(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaffPage(request, context);
    const { db } = context.services;
    const [shows, audio] = await Promise.all([listShows(db, actor), audioChoices(db)]);
    return data(
      {
        ok: true as const,
        shows: shows.map((s) => ({ id: s.id, name: s.name })),
        audio: audio.map((a) => ({
          id: a.id,
          name: a.originalName ?? "Audio file",
          durationSeconds: a.durationSeconds,
          createdAt: a.createdAt,
        })),
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    return failure(error, "Looking up podcasts");
  }
}
