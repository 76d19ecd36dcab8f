import { Link } from "react-router";
import { editorPath, KIND_LABELS } from "./readership-paths.ts";

export type MostReadPiece = {
  id: string;
  kind: "article" | "opinion" | "creative";
  title: string;
  views: number;
};

/** The dashboard's most read: a ranked list, each title linking to its editor, its views beside it. */
export function MostReadList({ pieces }: { pieces: readonly MostReadPiece[] }) {
  if (!pieces.length) {
    return (
      <p className="mt-8 border border-rule bg-white p-5 text-muted">
        No views yet this week. Views are counted once a published piece is opened on the site.
      </p>
    );
  }
  const most = Math.max(...pieces.map((p) => p.views));
  return (
    <ol className="mt-8 divide-y divide-rule border border-rule bg-white">
      {pieces.map((piece, i) => (
        <li
          key={piece.id}
          className="grid grid-cols-[2rem_1fr_auto] items-center gap-x-3 gap-y-2 p-4 sm:px-5"
        >
          <span className="font-serif text-2xl font-bold text-muted tabular-nums" aria-hidden="true">
            {i + 1}
          </span>
          <div className="min-w-0">
            <Link
              to={editorPath(piece.kind, piece.id)}
              className="font-semibold break-words underline-offset-2 hover:underline"
            >
              {piece.title}
            </Link>
            <p className="text-sm text-muted">{KIND_LABELS[piece.kind]}</p>
          </div>
          <p className="text-right whitespace-nowrap">
            <span className="font-semibold tabular-nums">{piece.views.toLocaleString("en")}</span>{" "}
            <span className="text-sm text-muted">{piece.views === 1 ? "view" : "views"}</span>
          </p>
          <div aria-hidden="true" className="col-span-2 col-start-2 h-1.5 bg-paper">
            <div className="h-full bg-accent" style={{ width: `${(piece.views / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
