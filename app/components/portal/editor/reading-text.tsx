import { useEffect, useRef, useState } from "react";
import type Quill from "quill/core";
import { DraftNotesColumn } from "./notes/draft-notes.tsx";

/**
 * The text of a piece the reader may not change (the adviser, issue 38), in the editor's own Quill
 * set read-only: the same text positions the writers' notes are anchored to, so the adviser selects a
 * passage and adds a note as an editor does. Until the script runs, the saved HTML (sanitized on every
 * save) is the text.
 */
export function ReadingText({
  kind,
  id,
  version,
  html,
  timeZone,
}: {
  kind: "article" | "creative";
  id: string;
  version: number;
  html: string;
  timeZone: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [quill, setQuill] = useState<Quill | null>(null);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    void import("./quill-editor.ts").then((setup) => {
      if (cancelled) return;
      container.replaceChildren();
      const area = document.createElement("div");
      container.append(area);
      const editor = setup.createQuill(area, "", { link: () => {}, describe: () => {} });
      setup.loadHtml(editor, html);
      editor.enable(false);
      editor.root.setAttribute("role", "document");
      editor.root.setAttribute("aria-label", "The piece's text");
      setQuill(editor);
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div
        ref={host}
        className="article-body min-w-0 font-serif text-lg leading-relaxed [&_.ql-container]:font-serif [&_.ql-container]:text-lg [&_.ql-editor]:p-0 [&_.ql-editor]:leading-relaxed"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <DraftNotesColumn
        piece={{ kind, id, version, hasUnsaved: () => false, quill }}
        timeZone={timeZone}
        roomy
      />
    </div>
  );
}
