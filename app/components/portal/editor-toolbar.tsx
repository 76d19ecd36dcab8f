import icons from "quill/ui/icons.js";

export type ToolbarAction = "link" | "image" | "clean" | "undo" | "redo";
type Formats = Record<string, unknown>;

const SELECTS = [
  {
    format: "header",
    label: "Text style",
    options: [["", "Normal text"], ...[1, 2, 3, 4, 5, 6].map((n) => [String(n), `Heading ${n}`] as const)],
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
];

const icon = (format: string, value?: string): string => {
  const entry = (icons as Record<string, string | Record<string, string>>)[format];
  return typeof entry === "string" ? entry : (entry?.[value ?? ""] ?? "");
};

const UNDO =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="6 10 4 12 2 10 6 10"/><path class="ql-stroke" d="M8.09,13.91A4.6,4.6,0,0,0,9,14,5,5,0,1,0,4,9"/></svg>';
const REDO =
  '<svg viewBox="0 0 18 18"><polygon class="ql-fill ql-stroke" points="12 10 14 12 16 10 12 10"/><path class="ql-stroke" d="M9.91,13.91A4.6,4.6,0,0,1,9,14a5,5,0,1,1,5-5"/></svg>';

const isOn = (formats: Formats, { format, value }: Toggle) =>
  value === undefined ? formats[format] != null && formats[format] !== false : formats[format] === value;

/** The editor's toolbar: every format of SPEC.md §5, each control with its own name for screen
 * readers. Buttons keep the editor's selection (mousedown does not take the focus). */
export function EditorToolbar({
  label,
  formats,
  disabled,
  onFormat,
  onAction,
}: {
  label: string;
  formats: Formats;
  disabled: boolean;
  onFormat: (format: string, value: string | boolean) => void;
  onAction: (action: ToolbarAction) => void;
}) {
  const button = (
    key: string,
    name: string,
    svg: string,
    onClick: () => void,
    pressed?: boolean,
    keys?: string,
  ) => (
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
  const select = (format: string, name: string, options: readonly (readonly [string, string])[]) => (
    <select
      key={format}
      aria-label={name}
      title={name}
      disabled={disabled}
      value={String(formats[format] ?? "")}
      onChange={(event) => onFormat(format, event.target.value || false)}
      className="rte-select"
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
  return (
    <div role="group" aria-label={`${label} formatting`} className="rte-toolbar">
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
        {button("clean", "Clear formatting", icon("clean"), () => onAction("clean"))}
      </div>
      <div className="rte-group">
        {button("undo", "Undo", UNDO, () => onAction("undo"), undefined, "Ctrl+Z")}
        {button("redo", "Redo", REDO, () => onAction("redo"), undefined, "Ctrl+Shift+Z")}
      </div>
    </div>
  );
}
