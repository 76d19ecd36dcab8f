import { useState } from "react";
import { DeleteButton, EditButton, useConfirmedDelete } from "./row-actions.tsx";

/** A portal list under its own heading, 'Shows (3)': the heading is where focus goes once a row is
 * deleted (`id`), and the list says `empty` when it has nothing. `dialog` (the delete question) stays
 * while the last row goes. */
export function ListSection({
  id,
  heading,
  count,
  empty,
  dialog,
  children,
}: {
  id: string;
  heading: string;
  count: number;
  empty: string;
  dialog?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} tabIndex={-1} className="font-serif text-xl font-bold outline-none">
        {heading} ({count})
      </h2>
      {count === 0 ? <p className="mt-2 text-sm text-muted">{empty}</p> : children}
      {dialog}
    </section>
  );
}

/** A row's picture: a podcast's square cover, or a print edition's front page. */
const COVERS = {
  square: { width: 96, height: 96, className: "h-24 w-24" },
  page: { width: 72, height: 96, className: "h-24 w-18 object-top" },
} as const;

/** What a row of a card list shows. */
/** The address of one card in a list (`/admin/dashboard/print#editions-list-…`): the list's id, then the item's. */
export const cardId = (list: string, item: string) => `${list}-${item}`;

export type CardRow = {
  /** What the row is called: its heading, unless `heading` says otherwise, and the end of its Edit's
   * and Delete's names ('Edit “Girls Varsity”'). */
  name: string;
  /** The row's heading when it is not `name`; `null` for none (the details say it). */
  heading?: string | null;
  /** A picture beside the text. */
  cover?: { src: string; shape: keyof typeof COVERS } | null;
  /** What the row says under its heading: facts, links, its own controls. */
  details: React.ReactNode;
  /** The row's own actions, before Edit and Delete. */
  actions?: React.ReactNode;
  /** The form that Edit opens under the row, which calls `done` once saved. Without it the row has
   * neither Edit nor Delete. */
  form?: (done: () => void) => React.ReactNode;
};

/**
 * A portal list of cards (shows, teams, games, print editions): the heading with the count, the
 * empty state, and each row's picture, heading and details, its actions, Edit (the row's form opened in
 * place, one row at a time) and Delete after `question` (posted with `intent`).
 */
export function CardList<T extends { id: string }>({
  id,
  heading,
  empty,
  items,
  row,
  intent,
  question,
}: {
  id: string;
  heading: string;
  empty: string;
  items: T[];
  row: (item: T) => CardRow;
  intent?: string;
  question: (name: string) => string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const removal = useConfirmedDelete({ intent, question, focusAfter: id });
  return (
    <ListSection id={id} heading={heading} count={items.length} empty={empty} dialog={removal.dialog}>
      <ul className="mt-4 grid gap-4">
        {items.map((item) => {
          const { name, heading: title = name, cover, details, actions, form } = row(item);
          const open = editing === item.id;
          return (
            <li
              key={item.id}
              id={cardId(id, item.id)}
              className="scroll-mt-4 border border-rule bg-white p-4 sm:p-5"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                {cover && <Cover {...cover} />}
                <div className="min-w-0 flex-1">
                  {title !== null && <h3 className="font-serif text-lg font-bold">{title}</h3>}
                  {details}
                </div>
                {(actions || form) && (
                  <div className="flex flex-wrap gap-2">
                    {actions}
                    {form && (
                      <>
                        <EditButton
                          title={name}
                          open={open}
                          onClick={() => setEditing(open ? null : item.id)}
                        />
                        <DeleteButton
                          title={name}
                          busy={removal.deleting === item.id}
                          onClick={() => removal.ask({ id: item.id, title: name })}
                        />
                      </>
                    )}
                  </div>
                )}
              </div>
              {open && form && (
                <div className="mt-5 border-t border-rule pt-5">{form(() => setEditing(null))}</div>
              )}
            </li>
          );
        })}
      </ul>
    </ListSection>
  );
}

function Cover({ src, shape }: NonNullable<CardRow["cover"]>) {
  const { width, height, className } = COVERS[shape];
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      className={`${className} shrink-0 border border-rule bg-paper object-cover`}
    />
  );
}
