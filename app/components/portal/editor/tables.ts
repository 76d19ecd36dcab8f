// Browser only, like quill-editor.ts which registers these: the editor's tables (issue 25).
import { Attributor, Scope } from "parchment";
import { Delta } from "quill/core";
import Container from "quill/blots/container.js";
import { TableBody, TableCell, TableContainer, TableRow } from "quill/formats/table.js";

/**
 * Quill 2's table format keeps a table as lines, one a cell, whose `table` value names the row. It
 * knows only `<td>`: here a value starting `th:` makes the cell a heading cell, so the heading row of
 * a Word document stays one, and cells of the same row (`1` and `th:1`) stay in one row. Quill's
 * table module (its insert and delete commands, and refilling short rows) is not used: nothing in the
 * editor makes a table, and it would add cells to a row whose cells span columns.
 */
const HEADING = "th:";
const rowOf = (value: unknown) => String(value ?? "").replace(HEADING, "");

class EditorTableCell extends TableCell {
  static override tagName = ["TD", "TH"] as unknown as string;

  static override create(value: string) {
    const node = super.create(value);
    if (!String(value ?? "").startsWith(HEADING)) return node;
    const heading = document.createElement("th");
    heading.setAttribute("data-row", value);
    return heading;
  }
}

class EditorTableRow extends TableRow {
  /** Quill's own, with cells compared by their row only, so a heading cell and a plain one share it. */
  override checkMerge(): boolean {
    const next = this.next as EditorTableRow | null;
    if (!Container.prototype.checkMerge.call(this) || next?.children.head == null) return false;
    const rows = [this.children.head, this.children.tail, next.children.head, next.children.tail].map(
      (cell) => rowOf(cell?.formats().table),
    );
    return rows.every((row) => row === rows[0]);
  }

  override optimize(context: Parameters<TableRow["optimize"]>[0]) {
    Container.prototype.optimize.call(this, context);
    this.children.forEach((cell) => {
      if (cell.next == null || rowOf(cell.formats().table) === rowOf(cell.next.formats().table)) return;
      const next = this.splitAfter(cell) as unknown as EditorTableRow | null;
      next?.optimize({});
      (this.prev as EditorTableRow | null)?.optimize({});
    });
  }
}
EditorTableCell.requiredContainer = EditorTableRow;
EditorTableRow.allowedChildren = [EditorTableCell];

/** A cell's colspan or rowspan: a whole number from 2, on a cell only. */
class SpanAttributor extends Attributor {
  override canAdd(node: HTMLElement, value: unknown) {
    return (node.tagName === "TD" || node.tagName === "TH") && /^([2-9]|[1-9]\d{1,2})$/.test(String(value));
  }
}
const Colspan = new SpanAttributor("colspan", "colspan", { scope: Scope.BLOCK });
const Rowspan = new SpanAttributor("rowspan", "rowspan", { scope: Scope.BLOCK });

export const TABLE_FORMATS = ["table", "colspan", "rowspan"];

export const TABLE_REGISTRY = {
  "formats/table": EditorTableCell,
  "formats/table-row": EditorTableRow,
  "formats/table-body": TableBody,
  "formats/table-container": TableContainer,
  "formats/colspan": Colspan,
  "formats/rowspan": Rowspan,
};

/** What the line of a cell keeps of the formats of its paragraphs: not a heading or list of its own. */
const CELL_LINE = ["align", "direction", "colspan", "rowspan", "table"];
const INLINE = [
  "bold",
  "italic",
  "underline",
  "strike",
  "script",
  "link",
  "color",
  "background",
  "font",
  "size",
];
const only = (attributes: Record<string, unknown> | undefined, names: string[]) =>
  Object.fromEntries(Object.entries(attributes ?? {}).filter(([name]) => names.includes(name)));

/**
 * A cell as one line of the editor: its paragraphs joined by a space (Quill's cell is one line, and
 * a second line would be a second cell), and an empty cell kept as an empty line. A heading cell's
 * line is marked as one, with its row counted as Quill's own matcher for `<tr>` counts it.
 */
export function matchCell(node: Node, delta: Delta): Delta {
  const cell = node as HTMLElement;
  const text = splitLines(delta);
  const last = text.at(-1);
  const ends = last?.insert === "\n";
  let line = new Delta();
  for (const op of ends ? text.slice(0, -1) : text) {
    if (op.insert === "\n") line = line.insert(" ");
    else if (typeof op.insert === "string") line = line.insert(op.insert, only(op.attributes, INLINE));
    else line = line.insert(op.insert as Record<string, unknown>, op.attributes);
  }
  const formats = ends ? only(last.attributes, CELL_LINE) : {};
  if (cell.tagName === "TH") formats.table = HEADING;
  return line.insert("\n", formats);
}

/**
 * After Quill's own matcher for `<tr>`, which gives every piece of the row its place in its table as
 * `table` value: the cells' line ends get a value naming the table too (two tables one after the other
 * stay two), a heading cell's marked as one; the text keeps none, or a heading cell's text would make
 * its line a plain cell.
 */
export function matchRow(node: Node, delta: Delta): Delta {
  const key = rowKey(node as HTMLTableRowElement);
  return splitLines(delta).reduce((row, op) => {
    if (!op.attributes?.table) return row.push(op);
    const { table, ...attributes } = op.attributes;
    if (op.insert !== "\n") {
      return row.push(Object.keys(attributes).length > 0 ? { ...op, attributes } : { insert: op.insert });
    }
    const heading = String(table).startsWith(HEADING) ? HEADING : "";
    return row.insert("\n", { ...attributes, table: `${heading}${key}` });
  }, new Delta());
}

const tableNames = new WeakMap<Element, number>();
let tablesSeen = 0;

/** A row's name: its table's, then its place in the table. */
function rowKey(row: HTMLTableRowElement): string {
  const table = row.closest("table");
  if (!table) return "0";
  if (!tableNames.has(table)) tableNames.set(table, (tablesSeen += 1));
  return `${tableNames.get(table)}.${Array.from(table.querySelectorAll("tr")).indexOf(row) + 1}`;
}

/** The delta's ops with every line end an op of its own. */
function splitLines(delta: Delta) {
  return delta.ops.flatMap((op) =>
    typeof op.insert === "string"
      ? op.insert
          .split(/(\n)/)
          .filter((part) => part !== "")
          .map((part) => ({ ...op, insert: part }))
      : [op],
  );
}
