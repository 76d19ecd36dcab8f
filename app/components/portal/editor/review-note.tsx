/** An editor's note on a piece they returned from review (issue 26): 'Needs changes: …', in the
 * writer's editor and in My stories. */
export function ReviewNote({ note, compact = false }: { note: string; compact?: boolean }) {
  return (
    <p
      data-review-note
      className={`border-l-4 border-accent bg-paper text-ink ${compact ? "mt-1 px-2 py-1 text-sm font-normal" : "px-3 py-2"}`}
    >
      <strong>Needs changes:</strong> <span className="whitespace-pre-line">{note}</span>
    </p>
  );
}
