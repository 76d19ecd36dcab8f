import fs from "node:fs";
import { readGhost } from "./ghost.ts";
import { UnreadableExport, type SourceExport } from "./source.ts";
import { readWxr } from "./wxr.ts";

/** Reads an export file of either system, told apart by its first character: '<' an XML document
 * (WordPress's WXR), '{' a JSON one (Ghost's). Anything else is refused with one line. */
export function readExport(file: string): SourceExport {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new UnreadableExport(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? "unreadable"}`,
    );
  }
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return readWxr(start);
  if (start.startsWith("{")) {
    let json: unknown;
    try {
      json = JSON.parse(start);
    } catch (error) {
      throw new UnreadableExport(`The file is not valid JSON: ${(error as Error).message}`);
    }
    return readGhost(json);
  }
  throw new UnreadableExport(`${file} is neither a WordPress export (WXR) nor a Ghost export (JSON)`);
}
