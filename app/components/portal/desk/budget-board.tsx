import { useEffect, useRef, useState } from "react";
import { ASSIGNMENT_STATUS_LABELS } from "#shared/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { BOARD_COLUMNS, mayDrop, movesFor, type BoardColumn } from "./board-moves.ts";
import { LineLink, peopleText, When, type DeskLine } from "./line-parts.tsx";

/**
 * The board view: a column per status, a card per story. Editors move a card with its buttons ('Move
 * to Drafting': plain form posts, so the keyboard and a page without script can), and by dragging it
 * to another column as well once the page's script runs. After a move the moved card keeps the focus.
 */
export function BudgetBoard({ lines, mayMove }: { lines: DeskLine[]; mayMove: boolean }) {
  const fetcher = usePortalFetcher();
  const moved = useRef<string | null>(null);
  const [dragging, setDragging] = useState<DeskLine | null>(null);
  const move = (line: DeskLine, to: BoardColumn) => {
    moved.current = line.id;
    void fetcher.submit({ intent: "move", id: line.id, status: to }, { method: "post" });
  };
  useEffect(() => {
    if (fetcher.state !== "idle" || !moved.current) return;
    document.querySelector<HTMLElement>(`[data-card="${moved.current}"]`)?.focus();
    moved.current = null;
  }, [fetcher.state, lines]);
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-3 xl:grid-cols-5">
      {BOARD_COLUMNS.map((column) => {
        const cards = lines.filter((line) => line.status === column);
        const droppable = dragging !== null && mayDrop(dragging, column);
        return (
          <section
            key={column}
            aria-labelledby={`column-${column}`}
            onDragOver={(event) => droppable && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging && droppable) move(dragging, column);
              setDragging(null);
            }}
            className={`min-w-0 border bg-paper p-3 ${droppable ? "border-2 border-dashed border-ink" : "border-rule"}`}
          >
            <h3 id={`column-${column}`} className="font-serif text-lg font-bold">
              {ASSIGNMENT_STATUS_LABELS[column]}{" "}
              <span className="text-sm font-normal text-muted">({cards.length})</span>
            </h3>
            <ul className="mt-2 space-y-3">
              {cards.map((line) => (
                <li
                  key={line.id}
                  draggable={mayMove}
                  onDragStart={() => setDragging(line)}
                  onDragEnd={() => setDragging(null)}
                  className="border border-rule bg-white p-3"
                >
                  <div tabIndex={-1} data-card={line.id} className="outline-none focus:ring-2 focus:ring-ink">
                    <LineLink line={line} />
                    <p className="mt-1 text-sm">{peopleText(line)}</p>
                    <p className="text-sm text-muted">
                      Due <When at={line.draftDue} />
                    </p>
                  </div>
                  {mayMove && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {movesFor(line).map(({ to, label }) => (
                        <fetcher.Form key={to} method="post" onSubmit={() => (moved.current = line.id)}>
                          <input type="hidden" name="intent" value="move" />
                          <input type="hidden" name="id" value={line.id} />
                          <input type="hidden" name="status" value={to} />
                          <button
                            type="submit"
                            disabled={fetcher.state !== "idle"}
                            className="min-h-11 border border-ink/30 bg-white px-3 text-sm font-semibold hover:border-ink"
                          >
                            {label}
                            <span className="sr-only">: {line.headline}</span>
                          </button>
                        </fetcher.Form>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
