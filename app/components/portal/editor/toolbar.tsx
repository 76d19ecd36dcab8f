import { useEffect, useId, useRef } from "react";
import icons from "quill/ui/icons.js";
import { ToolbarSelect } from "./toolbar-select.tsx";
import { STORY_ICONS, STORY_TOGGLES } from "./story-toolbar.ts";

export type ToolbarAction =
  "link" | "image" | "gallery" | "embed" | "poll" | "clean" | "undo" | "redo" | "video" | "audio" | "help";
type Formats = Record<string, unknown>;

const SELECTS = [
  {
    format: "header",
    label: "Text style",
    // The text's first heading level is the piece's second on the page (its title is the first); the
    // names say what each is for, and the stored markup keeps h1 to h6.
    options: [
      ["", "Normal text"],
      ["1", "Heading"],
      ["2", "Subheading"],
      ...[3, 4, 5, 6].map((n) => [String(n), `Heading ${n}`] as const),
    ],
  },
  {
    format: "font",
    label: "Font",
    options: [
      ["", "Sans serif"],
      ["serif", "Serif"],
      ["monospace", "Monospace"],
    ],
  },
  {
    format: "size",
    label: "Size",
    options: [
      ["small", "Small"],
      ["", "Normal"],
      ["large", "Large"],
      ["huge", "Huge"],
    ],
  },
] as const;

const COLOURS = [
  ["", "Default colour"],
  ["#16181d", "Black"],
  ["#545a64", "Grey"],
  ["#a4161a", "Red"],
  ["#b45309", "Orange"],
  ["#15803d", "Green"],
  ["#1d4ed8", "Blue"],
  ["#7e22ce", "Purple"],
] as const;

const HIGHLIGHTS = [
  ["", "No highlight"],
  ["#fef08a", "Yellow"],
  ["#bbf7d0", "Green"],
  ["#bfdbfe", "Blue"],
  ["#fbcfe8", "Pink"],
  ["#e5e7eb", "Grey"],
] as const;

const ALIGNMENTS = [
  ["", "Align left"],
  ["center", "Align centre"],
  ["right", "Align right"],
  ["justify", "Justify"],
] as const;

type Toggle = { format: string; value?: string; label: string; keys?: string };
const TOGGLE_GROUPS: Toggle[][] = [
  [
    { format: "bold", label: "Bold", keys: "Ctrl+B" },
    { format: "italic", label: "Italic", keys: "Ctrl+I" },
    { format: "underline", label: "Underline", keys: "Ctrl+U" },
    { format: "strike", label: "Strikethrough" },
    { format: "script", value: "sub", label: "Subscript" },
    { format: "script", value: "super", label: "Superscript" },
  ],
  [
    { format: "list", value: "ordered", label: "Numbered list" },
    { format: "list", value: "bullet", label: "Bulleted list" },
    { format: "blockquote", label: "Quote" },
    { format: "code-block", label: "Code block" },
    { format: "direction", value: "rtl", label: "Right-to-left text" },
  ],
  // The story blocks (decision 0076).
  STORY_TOGGLES,
];

const icon = (format: string, value?: string): string => {
  if (format in STORY_ICONS) return STORY_ICONS[format]!;
  const entry = (icons as Record<string, string | Record<string, string>>)[format];
  return typeof entry === "string" ? entry : (entry?.[value ?? ""] ?? "");
};

const UNDO =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"/><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"/></svg>';
/** A speaker with sound, drawn as Quill's icons are (issue 41's audio block). */
const AUDIO =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="3 7 6 7 9 4 9 14 6 11 3 11 3 7"/><path class="ql-stroke" d="M11.5,6.5a3.5,3.5,0,0,1,0,5"/><path class="ql-stroke" d="M13.5,4.5a6.4,6.4,0,0,1,0,9"/></svg>';
const REDO =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"/><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"/></svg>';

/** The embed's button (decision 0075): a frame around code. */
const EMBED =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="2" y="3" width="14" height="12" rx="1"/><polyline class="ql-stroke" points="7 7 5 9 7 11"/><polyline class="ql-stroke" points="11 7 13 9 11 11"/></svg>';
/** A readers' poll's button (decision 0077): three bars of a result. */
const POLL =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="3" y="4" width="10" height="2"/><rect class="ql-stroke" x="3" y="8" width="6" height="2"/><rect class="ql-stroke" x="3" y="12" width="12" height="2"/></svg>';
/** Help: a question mark in a circle. */
const HELP =
  '<svg viewBox="0 0 18 18"><circle class="ql-stroke" cx="9" cy="9" r="7"/><path class="ql-stroke" d="M7,7.2a2,2,0,1,1,2.6,1.9c-0.4,0.2-0.6,0.5-0.6,1V11"/><circle class="ql-fill" cx="9" cy="13.2" r="0.9"/></svg>';

/** The gallery block's button (decision 0072): photos in a grid. */
const GALLERY =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="2" y="3" width="6" height="5"/><rect class="ql-stroke" x="10" y="3" width="6" height="5"/><rect class="ql-stroke" x="2" y="10" width="6" height="5"/><rect class="ql-stroke" x="10" y="10" width="6" height="5"/></svg>';

const isOn = (formats: Formats, { format, value }: Toggle) =>
  value === undefined ? formats[format] != null && formats[format] !== false : formats[format] === value;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** One Tab stop for the whole toolbar (WAI-ARIA toolbar pattern): arrows, Home and End move between
 * its controls, and Tab goes on to the text. */
function useRovingFocus() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) makeFocusable(ref.current, ref.current.querySelector("button, select"));
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const move = MOVES[event.key];
    const all = controlsOf(event.currentTarget);
    const index = all.indexOf(event.target as HTMLElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = all[move(index, all.length)]!;
    makeFocusable(event.currentTarget, next);
    next.focus();
  };
  const onFocus = (event: React.FocusEvent) => makeFocusable(event.currentTarget, event.target);
  return { ref, onKeyDown, onFocus };
}

const controlsOf = (toolbar: Element) => Array.from(toolbar.querySelectorAll<HTMLElement>("button, select"));

function makeFocusable(toolbar: Element, target: Element | null) {
  for (const control of controlsOf(toolbar)) control.tabIndex = control === target ? 0 : -1;
}

/** The editor's toolbar: every format of SPEC.md §5, each control with its own name for screen
 * readers. Buttons keep the editor's selection (mousedown does not take the focus). `polls`: it offers
 * Poll (decision 0077), only where a poll can be saved and voted in. */
export function EditorToolbar({
  label,
  formats,
  disabled,
  polls = false,
  onFormat,
  onAction,
  tools,
}: {
  label: string;
  formats: Formats;
  disabled: boolean;
  polls?: boolean;
  onFormat: (format: string, value: string | boolean) => void;
  onAction: (action: ToolbarAction) => void;
  /** A lighter editor's controls, by key (a format, `format-value` for a toggle, or an action); all of
   * them when absent. The text keeps every format either way (what is pasted, the keys). */
  tools?: readonly string[];
}) {
  const roving = useRovingFocus();
  const id = useId();
  const offered = (key: string) => !tools || tools.includes(key);
  const button = (
    key: string,
    name: string,
    svg: string,
    onClick: () => void,
    pressed?: boolean,
    keys?: string,
  ) =>
    offered(key) && (
      <button
        key={key}
        type="button"
        aria-label={name}
        title={keys ? `${name} (${keys})` : name}
        aria-pressed={pressed}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className="rte-button"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  const select = (format: string, name: string, options: readonly (readonly [string, string])[]) =>
    offered(format) && (
      <ToolbarSelect
        key={format}
        format={format}
        label={name}
        options={options}
        value={String(formats[format] ?? "")}
        disabled={disabled}
        describedBy={`${id}-select-hint`}
        onFormat={onFormat}
      />
    );
  return (
    <div
      ref={roving.ref}
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
      className="rte-toolbar"
    >
      <p id={`${id}-select-hint`} hidden>
        Choose with the arrow keys, then press Enter to apply.
      </p>
      <div className="rte-group">{SELECTS.map((s) => select(s.format, s.label, s.options))}</div>
      {TOGGLE_GROUPS.map((group, i) => (
        <div key={i} className="rte-group">
          {group.map((t) =>
            button(
              `${t.format}-${t.value ?? ""}`,
              t.label,
              icon(t.format, t.value),
              () => onFormat(t.format, isOn(formats, t) ? false : (t.value ?? true)),
              isOn(formats, t),
              t.keys,
            ),
          )}
        </div>
      ))}
      <div className="rte-group">
        {select("color", "Text colour", COLOURS)}
        {select("background", "Highlight colour", HIGHLIGHTS)}
        {select("align", "Alignment", ALIGNMENTS)}
      </div>
      <div className="rte-group">
        {button("indent-", "Decrease indent", icon("indent", "-1"), () => onFormat("indent", "-1"))}
        {button("indent+", "Increase indent", icon("indent", "+1"), () => onFormat("indent", "+1"))}
        {button("link", "Link", icon("link"), () => onAction("link"), formats.link != null)}
        {button("image", "Image", icon("image"), () => onAction("image"))}
        {button("gallery", "Gallery", GALLERY, () => onAction("gallery"))}
        {button("video", "Video", icon("video"), () => onAction("video"))}
        {button("audio", "Audio", AUDIO, () => onAction("audio"))}
        {button("embed", "Embed", EMBED, () => onAction("embed"))}
        {polls && button("poll", "Poll", POLL, () => onAction("poll"))}
        {button("clean", "Clear formatting", icon("clean"), () => onAction("clean"))}
      </div>
      <div className="rte-group">
        {button("undo", "Undo", UNDO, () => onAction("undo"), undefined, "Ctrl+Z")}
        {button("redo", "Redo", REDO, () => onAction("redo"), undefined, "Ctrl+Shift+Z")}
      </div>
      <div className="rte-group">{button("help", "Help", HELP, () => onAction("help"))}</div>
    </div>
  );
}
