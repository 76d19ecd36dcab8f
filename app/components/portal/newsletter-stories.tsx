import { FIRST_ISSUE_DAYS, ISSUE_MOST_READ } from "#shared/schemas/newsletter.ts";
import { Button } from "~/components/ui/button.tsx";

export type StoryItem = { kind: "article" | "creative"; id: string; title: string; excerpt: string };
export const storyKey = (s: { kind: string; id: string }) => `${s.kind}:${s.id}`;

/** The issue's stories in their order: each moves up or down (buttons, so the keyboard does it too) or
 * is removed; the pieces published since the last issue that are not in it can be added back. */
export function NewsletterStories({
  stories,
  addable,
  onChange,
}: {
  stories: StoryItem[];
  addable: StoryItem[];
  onChange: (next: StoryItem[]) => void;
}) {
  const move = (i: number, by: number) => {
    const next = [...stories];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    onChange(next);
  };
  return (
    <div>
      <h3 className="font-semibold">Stories ({stories.length})</h3>
      <p className="mt-1 text-sm text-muted">
        A new issue starts with the featured and the {ISSUE_MOST_READ} most read of the pieces published since
        the last one was sent (the first: the last {FIRST_ISSUE_DAYS} days).
      </p>
      {stories.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No stories yet: add one of the pieces published since the last issue.
        </p>
      ) : (
        <ol className="mt-2 divide-y divide-rule border border-rule">
          {stories.map((s, i) => (
            <li key={storyKey(s)} className="flex flex-wrap items-center gap-2 p-3">
              <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <span className="block font-semibold">{s.title}</span>
                <span className="block text-xs uppercase text-muted">
                  {s.kind === "article" ? "Article" : "Creative"}
                </span>
              </span>
              <Button
                look="secondary"
                aria-label={`Move ${s.title} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                look="secondary"
                aria-label={`Move ${s.title} down`}
                disabled={i === stories.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
              <Button look="secondary" onClick={() => onChange(stories.filter((_, j) => j !== i))}>
                Remove<span className="sr-only"> {s.title}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {addable.length > 0 && (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-accent">
            Add a story ({addable.length} published since the last issue)
          </summary>
          <ul className="divide-y divide-rule border border-rule">
            {addable.map((s) => (
              <li key={storyKey(s)} className="flex items-center gap-2 p-3">
                <span className="min-w-0 flex-1">{s.title}</span>
                <Button look="secondary" onClick={() => onChange([...stories, s])}>
                  Add<span className="sr-only"> {s.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
