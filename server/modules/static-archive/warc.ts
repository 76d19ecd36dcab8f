import fs from "node:fs";
import { WARCRecord, WARCSerializer } from "warcio";

/** A WARC 1.1 file of the archive's pages and files (decision 0080), written record by record with
 * warcio: a `warcinfo` record, then a `response` record for each address, with its live URL, the
 * status and headers it was answered with and its bytes as the site rendered them (links unrewritten,
 * as web archives keep pages). A name ending in `.gz` is gzipped record by record. */
export async function openWarc(file: string, info: { siteName: string; madeOn: string }) {
  const gzip = file.endsWith(".gz");
  const out = fs.createWriteStream(`${file}.partial`);
  const date = `${info.madeOn}T00:00:00Z`;
  const append = async (record: WARCRecord) => {
    const bytes = await WARCSerializer.serialize(record, { gzip });
    if (!out.write(bytes)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  };
  await append(
    WARCRecord.createWARCInfo(
      { filename: file.split("/").pop(), warcVersion: "WARC/1.1", date },
      {
        software: "Borderland newsroom archive (npm run archive)",
        format: "WARC File Format 1.1",
        isPartOf: info.siteName,
      },
    ),
  );
  let records = 1;
  return {
    async add(url: string, response: { status: number; headers: Headers }, body: Uint8Array) {
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "x-robots-tag", "last-modified"]) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      headers["content-length"] = String(body.length);
      const record = WARCRecord.create(
        {
          url,
          date,
          type: "response",
          warcVersion: "WARC/1.1",
          statusline: `HTTP/1.1 ${response.status} OK`,
          httpHeaders: headers,
        },
        [body],
      );
      await append(record);
      records++;
    },
    /** Finishes the file: it is at `file` only once whole. */
    async close(): Promise<number> {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      fs.renameSync(`${file}.partial`, file);
      return records;
    },
    abandon(): void {
      out.destroy();
      fs.rmSync(`${file}.partial`, { force: true });
    },
  };
}
