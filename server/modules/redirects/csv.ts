import { redirectsCsvForm } from "#shared/schemas/redirect.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { RuleRefusal, type Rule } from "./rules.ts";
import { checkedRule, writeRules, type OwnsPath } from "./store.ts";

/** The most rows one CSV may hold. */
const MAX_ROWS = 5000;

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, and line breaks),
 * each with the line it starts on; blank lines are skipped. */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim()) records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
      if (c === "\n") line++;
    } else if (c === '"' && !field) quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      end();
      start = ++line;
    } else field += c;
  }
  if (field || fields.length) end();
  return records;
}

export type CsvReport = { added: number; refused: { line: number; from: string; reason: string }[] };

/** Import a CSV of redirects (from,to,status; a first line 'from,to,status' is a header; the status may
 * be left out for 301): each row is checked as Add checks it, against the rules stored and the rows
 * taken before it; a refused row is reported with its reason and nothing of it is stored. */
export async function importRedirectsCsv(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  owns: OwnsPath,
) {
  assertCan(actor, "redirects");
  const { csv } = validate(redirectsCsvForm, input);
  const records = parseCsv(csv.replace(/^\uFEFF/, ""));
  if (records[0] && records[0].fields[0]?.trim().toLowerCase() === "from") records.shift();
  return writeRules<CsvReport>(
    db,
    actor,
    (stored) => {
      const taken: Rule[] = [];
      const report: CsvReport = { added: 0, refused: [] };
      for (const [i, { line, fields }] of records.entries()) {
        const [from = "", to = "", status = "301"] = fields.map((f) => f.trim());
        const refuse = (reason: string) => report.refused.push({ line, from, reason });
        if (i >= MAX_ROWS) refuse(`Only the first ${MAX_ROWS} rows of a file are read.`);
        else if (fields.length > 3) refuse("A row has three columns: from,to,status.");
        else
          try {
            taken.push(checkedRule([...stored, ...taken], owns, { from, to, status: status || "301" }));
          } catch (error) {
            if (!(error instanceof RuleRefusal)) throw error;
            refuse(error.message);
          }
      }
      report.added = taken.length;
      return { rules: taken, result: report };
    },
    (report) => `Imported ${report.added} redirects from a CSV (${report.refused.length} refused)`,
  );
}
