import type { AppLoadContext } from "react-router";
import { SPORTS_PATH } from "#shared/sports.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { enterScore, gameById } from "../../server/modules/sports/games.ts";
import { gameStories } from "../../server/modules/sports/stories.ts";
import { orRefused, requireCanPage } from "~/lib/staff.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { gameView } from "./sports.server.ts";

/** A game's score form and the stories tagged with it (decision 0078): every reporter (capability
 * `scores`). */
export async function loadScoreForm(request: Request, context: AppLoadContext, id: string) {
  await requireCanPage(request, context, "scores");
  const { db } = context.services;
  const { game, team } = await orRefused(() => gameById(db, id)).catch((error: unknown) => {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  });
  return {
    game: gameView(game),
    team: { name: team.name, slug: team.slug, sport: team.sport },
    stories: await gameStories(db, game.id),
  };
}

/** Saves the score; it drops the sports pages, the home page's strip and the recaps ("sports"). */
export function scoreAction(request: Request, context: AppLoadContext) {
  return runPortalAction(
    request,
    context,
    {
      score: {
        changes: "sports",
        failure: "Failed to save the score",
        async run({ actor, form }) {
          const { game } = await enterScore(context.services.db, actor, form);
          const line = game.scoreUs === null ? "" : ` ${game.scoreUs}–${game.scoreThem}`;
          return {
            title: "Score saved",
            description: `${game.status === "final" ? "Final" : "Now"}:${line || " no score yet"}.`,
          };
        },
      },
    },
    SPORTS_PATH,
  );
}
