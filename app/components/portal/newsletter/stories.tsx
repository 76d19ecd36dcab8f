import { FIRST_ISSUE_DAYS, ISSUE_MOST_READ } from "#shared/schemas/newsletter.ts";
import { useState } from "react";
import { Button } from "~/components/ui/button.tsx";

export type StoryItem = { kind: "article" | "creative"; id: string; title: string; excerpt: string };
export const storyKey = (s: { kind: string; id: string }) => `${s.kind}:${s.id}`;

/** The issue's stories in their order: each moves up or down (buttons, so the keyboard does it too) or
 * is removed, several at once with their checkboxes and Remove selected; the pieces published since
 * the last issue that are not in it can be added back. */
export function NewsletterStories({
  stories,
  addable,
  onChange,
}: {
  stories: StoryItem[];
  addable: StoryItem[];
  onChange: (next: StoryItem[]) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState("");
  const pick = (key: string, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const removeSelected = () => {
    const removed = stories.filter((s) => selected.has(storyKey(s))).length;
    onChange(stories.filter((s) => !selected.has(storyKey(s))));
    setSelected(new Set());
    setSaid(`${removed} ${removed === 1 ? "story" : "stories"} removed`);
  };
  const chosen = stories.filter((s) => selected.has(storyKey(s))).length;
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
              <label className="flex min-h-11 min-w-0 basis-full cursor-pointer items-center gap-3 sm:basis-0 sm:flex-1">
                <input
                  type="checkbox"
                  checked={selected.has(storyKey(s))}
                  onChange={(e) => pick(storyKey(s), e.target.checked)}
                  className="h-5 w-5 shrink-0 accent-accent"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{s.title}</span>
                  <span className="block text-xs uppercase text-muted">
                    {s.kind === "article" ? "Article" : "Creative"}
                  </span>
                </span>
              </label>
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
      {stories.length > 0 && (
        <Button look="secondary" className="mt-3" disabled={chosen === 0} onClick={removeSelected}>
          Remove selected{chosen > 0 ? ` (${chosen})` : ""}
        </Button>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
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
