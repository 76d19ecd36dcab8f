import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Select } from "~/components/ui/select.tsx";

type Story = { id: string; title: string; status: string };

/**
 * A game's stories (decision 0078): the ones about it, its recap first, and a form to add one from the
 * stories the reporter may edit. A published recap is linked from the game on the team page and says
 * which game it recaps; every published story is listed on the team page.
 */
export function GameStories({
  gameId,
  tagged,
  choices,
}: {
  gameId: string;
  tagged: (Story & { recap: boolean })[];
  choices: Story[];
}) {
  const add = usePortalFetcher();
  const fields = add.data && !add.data.ok ? add.data.fields : undefined;
  const options = choices.filter((c) => !tagged.some((t) => t.id === c.id && t.recap));
  return (
    <section aria-labelledby="stories-heading" className="mt-8">
      <h2 id="stories-heading" className="font-serif text-xl font-bold">
        Stories about this game
      </h2>
      {tagged.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No stories yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-rule border-y border-rule" data-testid="game-stories">
          {tagged.map((s) => (
            <TaggedStory key={s.id} gameId={gameId} story={s} />
          ))}
        </ul>
      )}
      {options.length > 0 ? (
        <add.Form method="post" noValidate className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="tag-story" />
          <input type="hidden" name="game" value={gameId} />
          <Select
            label="Story"
            name="article"
            options={options.map((c) => ({ value: c.id, label: `${c.title} (${c.status})` }))}
            error={fields?.article}
          />
          <Checkbox label="This is the game's recap" name="recap" hint="A game has one recap." />
          <div>
            <Button type="submit" busy={add.state !== "idle"} busyLabel="Adding...">
              Add story
            </Button>
          </div>
        </add.Form>
      ) : (
        <p className="mt-3 text-sm text-muted">There are no stories you can change to add here.</p>
      )}
    </section>
  );
}

function TaggedStory({ gameId, story }: { gameId: string; story: Story & { recap: boolean } }) {
  const remove = usePortalFetcher();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <p className="min-w-0 text-sm">
        {story.recap && <strong>Recap: </strong>}
        {story.title} <span className="text-muted">({story.status})</span>
      </p>
      <remove.Form method="post">
        <input type="hidden" name="intent" value="untag-story" />
        <input type="hidden" name="game" value={gameId} />
        <input type="hidden" name="article" value={story.id} />
        <Button type="submit" look="secondary" busy={remove.state !== "idle"} busyLabel="Removing...">
          Remove<span className="sr-only"> {story.title}</span>
        </Button>
      </remove.Form>
    </li>
  );
}
