import type { ArchiveReport } from "./run.ts";

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a run of the archive says it did, in a sentence or two. */
export function describeArchive(report: ArchiveReport, dir: string, warc?: string): string {
  const lines = [
    `The archive in ${dir} holds ${count(report.pages, "page")} and ${count(report.files, "file")}: ` +
      `${count(report.written, "file")} written, ${report.unchanged} unchanged, ${report.removed} removed.`,
  ];
  if (warc && report.warcRecords !== undefined)
    lines.push(`The WARC file ${warc} holds ${count(report.warcRecords, "record")}.`);
  return lines.join("\n");
}
