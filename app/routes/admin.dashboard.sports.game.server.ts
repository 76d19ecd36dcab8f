import type { AppLoadContext } from "react-router";
import { SPORTS_PATH } from "#shared/sports.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { enterScore, gameById } from "../../server/modules/sports/games.ts";
import { gameStories, storyChoices, tagStory, untagStory } from "../../server/modules/sports/stories.ts";
import { orRefused, requireCanPage } from "~/lib/staff.server.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { gameView } from "./sports.server.ts";

/** A game's score form and its stories (decision 0078): every reporter (capability `scores`). */
export async function loadScoreForm(request: Request, context: AppLoadContext, id: string) {
  const actor = await requireCanPage(request, context, "scores");
  const { db } = context.services;
  const { game, team } = await orRefused(() => gameById(db, id)).catch((error: unknown) => {
    if (isDomainError(error) && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  });
  const [stories, choices] = await Promise.all([gameStories(db, game.id), storyChoices(db, actor)]);
  return {
    game: gameView(game),
    team: { name: team.name, slug: team.slug, sport: team.sport },
    stories,
    choices,
  };
}

/** Saves the score; it drops the sports pages and the home page's strip only ("sports"). Tagging a
 * story drops them and the story's own page (its 'Recap of' line). */
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
      "tag-story": {
        changes: "sports",
        failure: "Failed to add the story",
        async run({ actor, form }) {
          const { story, recap } = await tagStory(context.services.db, actor, form);
          context.pagesChanged({ article: story.id });
          return {
            title: recap ? "Recap added" : "Story added",
            description: `“${story.title}” is now ${recap ? "the recap of this game" : "about this game"}.`,
          };
        },
      },
      "untag-story": {
        changes: "sports",
        failure: "Failed to remove the story",
        async run({ actor, form }) {
          const { story } = await untagStory(context.services.db, actor, form);
          context.pagesChanged({ article: story.id });
          return { title: "Story removed", description: `“${story.title}” is no longer about this game.` };
        },
      },
    },
    SPORTS_PATH,
  );
}
