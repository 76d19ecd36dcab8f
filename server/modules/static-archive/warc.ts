import fs from "node:fs";
import { BaseSerializerBuffer, WARCRecord, WARCSerializer } from "warcio";

/** The payload of a record as warcio reads it twice (its digests, then the record): from the staged
 * file each time, in chunks, instead of warcio's copy in memory. */
class StagedPayload extends BaseSerializerBuffer {
  constructor(private readonly file: string) {
    super();
  }
  write(): void {}
  readAll(): AsyncIterable<Uint8Array> {
    return fs.createReadStream(this.file);
  }
  purge(): void {}
}

/** A WARC 1.1 file of the archive's pages and files (decision 0080), written record by record with
 * warcio: a `warcinfo` record, then a `response` record for each address, with its live URL, the
 * status and headers it was answered with and its bytes as the site rendered them (links unrewritten,
 * as web archives keep pages). A name ending in `.gz` is gzipped record by record. */
export async function openWarc(file: string, info: { siteName: string; madeOn: string }) {
  const gzip = file.endsWith(".gz");
  const out = fs.createWriteStream(`${file}.partial`);
  const date = `${info.madeOn}T00:00:00Z`;
  const append = async (record: WARCRecord, payload?: BaseSerializerBuffer) => {
    for await (const chunk of new WARCSerializer(record, { gzip }, payload) as AsyncIterable<Uint8Array>)
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
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
    /** A `response` record of `url`, its bytes read from the file `staged`. */
    async add(url: string, response: { status: number; headers: Headers }, staged: string) {
      const headers: Record<string, string> = {};
      for (const name of ["content-type", "x-robots-tag", "last-modified"]) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      headers["content-length"] = String(fs.statSync(staged).size);
      const record = WARCRecord.create(
        {
          url,
          date,
          type: "response",
          warcVersion: "WARC/1.1",
          statusline: `HTTP/1.1 ${response.status} OK`,
          httpHeaders: headers,
        },
        fs.createReadStream(staged),
      );
      await append(record, new StagedPayload(staged));
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
