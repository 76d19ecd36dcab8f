import type { ReactNode } from "react";
import { differs, type DiffPart } from "~/components/portal/editor/diff.ts";

/** The words one version took out and the next put in, in place: struck through and underlined (not
 * colour alone), each with a cue that screen readers announce. */
export function InlineDiff({ parts }: { parts: readonly DiffPart[] }) {
  return parts.map((part, i) =>
    part.type === "same" ? (
      <span key={i}>{part.text}</span>
    ) : part.type === "removed" ? (
      <del key={i} className="bg-accent/10 px-0.5 text-accent-dark decoration-2">
        <span className="sr-only">[removed: </span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    ) : (
      <ins key={i} className="bg-green-100 px-0.5 text-green-900 decoration-2 underline-offset-2">
        <span className="sr-only">[added: </span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    ),
  );
}

export const Changed = () => (
  <span className="ml-1 text-xs font-bold text-accent-dark uppercase">Changed</span>
);

/** Two versions' fields compared word by word in one column (a piece's or a print edition's), then
 * `children` (a piece's text); `changedBeside` counts what differs there. */
export function FieldComparison({
  older,
  newer,
  fields,
  changedBeside = 0,
  children,
}: {
  /** The versions' names ('Version 3', 'Now in the editor'). */
  older: string;
  newer: string;
  fields: { label: string; parts: DiffPart[] }[];
  changedBeside?: number;
  children?: ReactNode;
}) {
  const changes = fields.filter((f) => differs(f.parts)).length + changedBeside;
  const title = `${older} compared with ${newer.toLowerCase()}`;
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-sm text-muted">
        {changes === 0
          ? "Nothing differs between them."
          : `${changes === 1 ? "1 part differs" : `${changes} parts differ`}: words taken out are struck through, words put in are underlined.`}
      </p>
      <table className="mt-3 w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">The fields of {title.toLowerCase()}</caption>
        <thead>
          <tr className="border-b border-rule text-left">
            <th scope="col" className="w-28 py-1 sm:w-40">
              Field
            </th>
            <th scope="col" className="py-1">
              From {older.toLowerCase()} to {newer.toLowerCase()}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map(({ label, parts }) => (
            <tr key={label} className="border-b border-rule align-top">
              <th scope="row" className="py-1 pr-2 text-left font-semibold">
                {label}
                {differs(parts) && <Changed />}
              </th>
              <td className="py-1 break-words whitespace-pre-line">
                {parts.length ? <InlineDiff parts={parts} /> : <span className="text-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </section>
  );
}
