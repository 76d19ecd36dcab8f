import { useId } from "react";
import { differs, diffWords, htmlText, type DiffPart } from "~/components/portal/editor/diff.ts";
import { fieldRows } from "./fields-view.tsx";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";

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

const Changed = () => <span className="ml-1 text-xs font-bold text-accent-dark uppercase">Changed</span>;

/** Two versions of a piece, every field and the text compared word by word in one column: what the
 * newer took out of the older, and what it put in. */
export function RevisionComparison({
  kind,
  older,
  newer,
  a,
  b,
  names = {},
}: {
  kind: PublishKind;
  /** The versions' names ('Version 3', 'Now in the editor'). */
  older: string;
  newer: string;
  a: PublishValues;
  b: PublishValues;
  /** The names of the shows and audio files the versions name, by id. */
  names?: Record<string, string>;
}) {
  const after = new Map(fieldRows(kind, b, names));
  const fields = fieldRows(kind, a, names).map(([label, value]) => ({
    label,
    parts: diffWords(value, after.get(label) ?? ""),
  }));
  const text = diffWords(htmlText(a.content), htmlText(b.content));
  const changes = fields.filter((f) => differs(f.parts)).length + (differs(text) ? 1 : 0);
  const title = `${older} compared with ${newer.toLowerCase()}`;
  const contentId = useId();
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
              <td className="py-1 break-words">
                {parts.length ? <InlineDiff parts={parts} /> : <span className="text-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 id={contentId} className="mt-5 font-semibold">
        Content
        {differs(text) && <Changed />}
      </h4>
      <div
        role="region"
        aria-labelledby={contentId}
        tabIndex={0}
        className="mt-2 max-h-[32rem] overflow-y-auto border border-rule bg-white p-3 text-sm leading-relaxed whitespace-pre-wrap"
      >
        {text.length ? <InlineDiff parts={text} /> : <span className="text-muted">—</span>}
      </div>
    </section>
  );
}
