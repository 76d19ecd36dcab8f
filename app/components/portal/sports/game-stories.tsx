import { Link } from "react-router";
import { isStatus, STATUS_LABELS } from "#shared/lifecycle.ts";
import { editorPath } from "~/components/portal/readership/readership-paths.ts";

type Story = { id: string; title: string; status: string; recap: boolean };

/**
 * A game's stories (decision 0078): the ones tagged with it, its recaps first, each linked to its
 * editor, where a story's teams and games are chosen (its Sports panel, beside the authors and the
 * category). A game's recap is its newest published story marked as the recap.
 */
export function GameStories({ stories }: { stories: Story[] }) {
  return (
    <section aria-labelledby="stories-heading" className="mt-8">
      <h2 id="stories-heading" className="font-serif text-xl font-bold">
        Stories about this game
      </h2>
      {stories.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No stories yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-rule border-y border-rule" data-testid="game-stories">
          {stories.map((s) => (
            <li key={s.id} className="py-2 text-sm">
              {s.recap && <strong>Recap: </strong>}
              <Link to={editorPath("article", s.id)} className="font-semibold underline underline-offset-2">
                {s.title || "Untitled"}
              </Link>{" "}
              <span className="text-muted">({isStatus(s.status) ? STATUS_LABELS[s.status] : s.status})</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-muted">
        To add a story about this game, or to make one its recap, open the story and choose the game under
        Sports, beside its authors and category.
      </p>
    </section>
  );
}
