import { useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";

export type Choice = { id: string; title: string; status: string };
export type TocLine = { articleId: string; page: number };

const STATUS_NOTE: Record<string, string> = { published: "", draft: " (draft)", scheduled: " (scheduled)" };

/**
 * An edition's table of contents in its form: each line a web piece and the page it starts on, kept in
 * page order by the reader's own order; the lines travel as JSON in a hidden input named `pieces`.
 * The server checks each piece, and each page against the PDF's.
 */
export function TocFields({
  initial,
  choices,
  pages,
  error,
}: {
  initial: TocLine[];
  choices: Choice[];
  pages: number | null;
  error?: string;
}) {
  const id = useId();
  const [lines, setLines] = useState<{ key: number; articleId: string; page: string }[]>(() =>
    initial.map((line, key) => ({ key, articleId: line.articleId, page: String(line.page) })),
  );
  const [next, setNext] = useState(initial.length);
  const set = (key: number, change: Partial<{ articleId: string; page: string }>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const value = JSON.stringify(
    lines.filter((l) => l.articleId).map((l) => ({ articleId: l.articleId, page: Number(l.page) || 0 })),
  );
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold">Pieces in this edition</legend>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Each web piece that ran in print, with the page it starts on
        {pages ? ` (the PDF has ${pages} pages)` : ""}.
      </p>
      <input type="hidden" name="pieces" value={value} />
      {lines.map((line, i) => (
        <div key={line.key} className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-piece-${line.key}`} className="block text-sm">
              Piece {i + 1}
            </label>
            <select
              id={`${id}-piece-${line.key}`}
              value={line.articleId}
              onChange={(e) => set(line.key, { articleId: e.target.value })}
              className="mt-1 min-h-11 w-full border border-ink/30 bg-white px-3"
            >
              <option value="">Choose a piece</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {STATUS_NOTE[c.status] ?? ""}
                </option>
              ))}
            </select>
          </div>
          <div className="w-24">
            <label htmlFor={`${id}-page-${line.key}`} className="block text-sm">
              Page
            </label>
            <input
              id={`${id}-page-${line.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={pages ?? undefined}
              value={line.page}
              onChange={(e) => set(line.key, { page: e.target.value })}
              className="mt-1 min-h-11 w-full border border-ink/30 bg-white px-3"
            />
          </div>
          <Button look="secondary" onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}>
            Remove<span className="sr-only"> piece {i + 1}</span>
          </Button>
        </div>
      ))}
      <div>
        <Button
          look="secondary"
          onClick={() => {
            setLines((all) => [...all, { key: next, articleId: "", page: "" }]);
            setNext(next + 1);
          }}
        >
          Add a piece
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-accent">
          {error}
        </p>
      )}
    </fieldset>
  );
}
