import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import "quill/dist/quill.core.css";
import "./rich-text-editor.css";
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import type Quill from "quill/core";
import { textCounts, type Figure } from "./html.ts";
import { EditorToolbar, type ToolbarAction } from "./toolbar.tsx";
import { useEditorDialogs, type Editor } from "./editor-dialogs.tsx";
import type { PollRequest } from "./poll-dialog.tsx";
import type { Gallery } from "#shared/gallery.ts";

export type RichTextEditorHandle = {
  /** Adds an image as a centred figure at the cursor; alt text falls back to the caption, then to
   * 'Article image'. */
  insertFigure(src: string, alt: string, caption?: string): void;
  /** Replaces the whole text (a reset, an imported document, a restored draft). */
  setHtml(html: string): void;
  getHtml(): string;
};

/**
 * The rich-text field of the portal's forms: Quill 2 with the formats of SPEC.md §5 and the undo history
 * of §9, loaded in the browser only. Its HTML goes with the form in a hidden input named `name`.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue = "",
  onChange,
  editorRef,
  onQuill,
  notes,
  polls = false,
  tools,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  onChange?: (html: string) => void;
  editorRef?: React.Ref<RichTextEditorHandle>;
  /** Told the editor once it is loaded (and null when it goes): the notes (issue 38) follow its text. */
  onQuill?: (quill: Quill | null) => void;
  /** Beside the text: a draft's notes (issue 38), in a margin from 1536 px. */
  notes?: React.ReactNode;
  /** Its toolbar offers Poll: a piece's text, whose polls readers vote in (decision 0077); not a static
   * page's (its save refuses a poll) nor a newsletter's (a mail takes no votes). */
  polls?: boolean;
  /** A lighter editor (a live blog's entry, decision 0081): the toolbar's controls it offers, in a
   * shorter frame. The same formats and blocks, stored the same way. */
  tools?: readonly string[];
}) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const pending = useRef(defaultValue);
  const [html, setHtml] = useState(defaultValue);
  const [formats, setFormats] = useState<Record<string, unknown>>({});
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  const told = useRef(onQuill);
  told.current = onQuill;
  // The editor's keys and clicks (set up once) reach the dialogs through this.
  const { open, dialogs } = useEditorDialogs(editor);
  const hooks = useRef({
    link: () => {},
    describe: open.describe,
    editGallery: (index: number, gallery: Gallery) => open.gallery(index, gallery),
    editVideo: open.video,
    editPoll: (index: number, poll: PollRequest["poll"]) => open.poll({ index, poll }),
  });

  const publish = useCallback((next: string) => {
    setHtml(next);
    changed.current?.(next);
  }, []);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    const area = document.createElement("div");
    container.append(area);
    void import("./quill-editor.ts").then(
      (setup) => {
        if (cancelled) return;
        const quill = setup.createQuill(area, "Start writing...", {
          link: () => hooks.current.link(),
          describe: (index, image) => hooks.current.describe(index, image),
          editGallery: (index, gallery) => hooks.current.editGallery(index, gallery),
          editVideo: (index, video) => hooks.current.editVideo(index, video),
          editPoll: (index, poll) => hooks.current.editPoll(index, poll),
        });
        const root = quill.root;
        root.setAttribute("role", "textbox");
        root.setAttribute("aria-multiline", "true");
        root.setAttribute("aria-labelledby", `${id}-label`);
        root.setAttribute("aria-describedby", `${id}-hint`);
        root.setAttribute("spellcheck", "true");
        // The text it starts with is not a change: listen only once it is in.
        if (pending.current) setup.loadHtml(quill, pending.current);
        quill.on("text-change", () => publish(setup.readHtml(quill)));
        quill.on("editor-change", () => {
          const range = quill.getSelection();
          setFormats(range ? quill.getFormat(range) : {});
        });
        editor.current = { quill, setup };
        told.current?.(quill);
        setReady(true);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      editor.current = null;
      told.current?.(null);
      area.remove();
    };
  }, [id, publish]);

  useImperativeHandle(
    editorRef,
    () => ({
      insertFigure(src, alt, caption) {
        const current = editor.current;
        if (!current) return;
        const figure: Figure = {
          src,
          alt: alt || caption || ARTICLE_IMAGE_ALT,
          ...(caption ? { caption } : {}),
        };
        current.setup.insertFigureAt(current.quill, figure);
      },
      setHtml(next) {
        const current = editor.current;
        if (current) current.setup.loadHtml(current.quill, next);
        else {
          pending.current = next;
          publish(next);
        }
      },
      getHtml() {
        const current = editor.current;
        return current ? current.setup.readHtml(current.quill) : pending.current;
      },
    }),
    [publish],
  );

  const format = (name: string, value: string | boolean) => {
    const quill = editor.current?.quill;
    if (!quill) return;
    if (name === "direction") {
      // As Quill's own toolbar does: right-to-left text is also aligned right.
      const { align } = quill.getFormat();
      if (value === "rtl" && align == null) quill.format("align", "right", "user");
      else if (!value && align === "right") quill.format("align", false, "user");
    }
    quill.format(name, value, "user");
  };

  const act = (action: ToolbarAction) => {
    const quill = editor.current?.quill;
    if (!quill) return;
    if (action === "undo") quill.history.undo();
    else if (action === "redo") quill.history.redo();
    else if (action === "clean") {
      const range = quill.getSelection(true);
      if (range.length) quill.removeFormat(range.index, range.length, "user");
    } else if (action === "link") {
      quill.getSelection(true);
      open.url({ kind: "link", current: String(quill.getFormat().link ?? "") });
    } else if (action === "video" || action === "audio") {
      const range = quill.getSelection(true);
      // On a selected video, the Video button changes its poster and captions.
      const video =
        action === "video" && range.length === 1 ? editor.current?.setup.videoAt(quill, range.index) : null;
      open.media(video ? { index: range.index, video } : action);
    } else if (action === "embed") {
      quill.getSelection(true);
      open.url({ kind: "embed", current: "" });
    } else if (action === "help") {
      open.help();
    } else if (action === "poll") {
      quill.getSelection(true);
      open.poll({ index: null, poll: null });
    } else if (action === "gallery") {
      quill.getSelection(true);
      open.gallery(null, null);
    } else open.url({ kind: "image" });
  };
  hooks.current.link = () => act("link");

  const count = textCounts(html);
  return (
    <div className="rte">
      <span id={`${id}-label`} className="block text-sm font-semibold">
        {label}
      </span>
      <div className={notes ? "mt-1 grid gap-3 2xl:grid-cols-[minmax(0,1fr)_15rem] 2xl:items-start" : "mt-1"}>
        <div className={`rte-frame min-w-0${tools ? " rte-light" : ""}`}>
          <EditorToolbar
            label={label}
            formats={formats}
            disabled={!ready}
            polls={polls}
            onFormat={format}
            onAction={act}
            tools={tools}
          />
          <div ref={host} className="rte-area" aria-busy={!ready && !failed} />
          {failed && (
            <p role="alert" className="p-4 text-sm text-accent">
              The editor could not be loaded. Please reload the page.
            </p>
          )}
        </div>
        {notes}
      </div>
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-muted">
        <p id={`${id}-hint`}>Use the toolbar above for professional formatting</p>
        <p>
          Word count: <span className="tabular-nums">{count.words.toLocaleString("en")}</span> ·{" "}
          <span className="tabular-nums">{count.characters.toLocaleString("en")}</span> characters
        </p>
      </div>
      <input type="hidden" name={name} value={html} />
      {dialogs}
    </div>
  );
}
