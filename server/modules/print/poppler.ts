import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** How long one poppler run may take before it is stopped (a 300 MB PDF's page takes a few seconds). */
const LIMIT_MS = 60_000;
/** pdftotext of a long edition writes a few MB; more than this is not a newspaper. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/** The tools of Debian's poppler-utils (decision 0079), or null when the machine has none; asked once.
 * Without them the editor uploads a cover, and search does not reach inside editions. */
let found: Promise<boolean> | undefined;

export function findPoppler(): Promise<boolean> {
  return (found ??= (async () => {
    try {
      await run("pdfinfo", ["-v"], { timeout: 5_000 });
      await run("pdftoppm", ["-v"], { timeout: 5_000 });
      await run("pdftotext", ["-v"], { timeout: 5_000 });
      return true;
    } catch {
      return false;
    }
  })());
}

/** A PDF poppler could not open: damaged, or locked with a password. */
export class UnreadablePdf extends Error {
  constructor(readonly encrypted: boolean) {
    super(encrypted ? "encrypted" : "unreadable");
  }
}

/** The PDF's page count (pdfinfo); throws UnreadablePdf for one that is damaged or encrypted. */
export async function pdfPages(file: string): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run("pdfinfo", [file], { timeout: LIMIT_MS, maxBuffer: 1024 * 1024 }));
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "");
    throw new UnreadablePdf(/incorrect password|encrypt/i.test(stderr));
  }
  if (/^Encrypted:\s+yes/m.test(stdout)) throw new UnreadablePdf(true);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  if (!Number.isInteger(pages) || pages < 1) throw new UnreadablePdf(false);
  return pages;
}

/** The first page as a JPEG of 1200 px at its longer side, written to `out`; false when it cannot. */
export async function firstPageJpeg(file: string, out: string): Promise<boolean> {
  try {
    const prefix = out.replace(/\.jpg$/, "");
    await run(
      "pdftoppm",
      [
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        "-jpeg",
        "-jpegopt",
        "quality=85",
        "-scale-to",
        "1200",
        file,
        prefix,
      ],
      { timeout: LIMIT_MS },
    );
    return true;
  } catch {
    return false;
  }
}

/** Each page's text, in order (pdftotext ends each page with a form feed). */
export async function pageTexts(file: string): Promise<string[]> {
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", "-layout", file, "-"], {
    timeout: LIMIT_MS * 5,
    maxBuffer: MAX_OUTPUT,
  });
  const pages = stdout.split("\f");
  if (pages.length > 1 && pages.at(-1)!.trim() === "") pages.pop();
  return pages.map((p) =>
    p
      .replaceAll("\u0000", "")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{2,}/g, "\n")
      .trim(),
  );
}
