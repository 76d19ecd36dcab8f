import { BrokenContainer, facts, type ContainerFacts, type Reader } from "./container-facts.ts";

// --- MP4 (ISO base media: boxes of a 32- or 64-bit size and a four-letter type) -----------------------

type Box = { type: string; start: number; body: number; end: number };

/** The boxes one after another from `start` to `end` of `buffer`; throws when one overruns. */
function boxesIn(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buffer.readUInt32BE(at);
    const type = buffer.toString("latin1", at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) throw new BrokenContainer("box header cut short");
      size = Number(buffer.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) throw new BrokenContainer(`box ${type} overruns its parent`);
    boxes.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (buffer: Buffer, box: Box | undefined, type: string, skip = 0) =>
  box ? boxesIn(buffer, box.body + skip, box.end).find((b) => b.type === type) : undefined;

const MOOV_MAX_BYTES = 64 * 1024 * 1024;

export async function readMp4(reader: Reader): Promise<ContainerFacts> {
  // The top-level boxes, read header by header: ftyp, then moov and mdat in either order.
  const top: Box[] = [];
  let at = 0;
  while (at < reader.size) {
    const head = await reader.read(at, 16);
    if (head.length < 8) throw new BrokenContainer("top-level box header cut short");
    let size = head.readUInt32BE(0);
    let body = at + 8;
    if (size === 1) {
      if (head.length < 16) throw new BrokenContainer("top-level box header cut short");
      size = Number(head.readBigUInt64BE(8));
      body = at + 16;
    } else if (size === 0) size = reader.size - at;
    const type = head.toString("latin1", 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type) || size < body - at || at + size > reader.size)
      throw new BrokenContainer(`top-level box ${JSON.stringify(type)} overruns the file`);
    top.push({ type, start: at, body, end: at + size });
    at += size;
  }
  if (top[0]?.type !== "ftyp") throw new BrokenContainer("no ftyp box first");
  const moovBox = top.find((b) => b.type === "moov");
  if (!moovBox || !top.some((b) => b.type === "mdat")) throw new BrokenContainer("no moov or mdat box");
  if (moovBox.end - moovBox.start > MOOV_MAX_BYTES) throw new BrokenContainer("moov box too large");
  const buffer = await reader.read(moovBox.start, moovBox.end - moovBox.start);
  const moov: Box = { ...moovBox, start: 0, body: moovBox.body - moovBox.start, end: buffer.length };
  const mvhd = child(buffer, moov, "mvhd");
  if (!mvhd) throw new BrokenContainer("no mvhd box");
  const v1 = buffer[mvhd.body] === 1;
  const timescale = buffer.readUInt32BE(mvhd.body + (v1 ? 20 : 12));
  const units = v1 ? Number(buffer.readBigUInt64BE(mvhd.body + 24)) : buffer.readUInt32BE(mvhd.body + 16);
  let width = 0;
  let height = 0;
  const codecs: string[] = [];
  for (const trak of boxesIn(buffer, moov.body, moov.end).filter((b) => b.type === "trak")) {
    const tkhd = child(buffer, trak, "tkhd");
    const mdia = child(buffer, trak, "mdia");
    const handler = child(buffer, mdia, "hdlr");
    const kind = handler ? buffer.toString("latin1", handler.body + 8, handler.body + 12) : "";
    const stsd = child(buffer, child(buffer, child(buffer, mdia, "minf"), "stbl"), "stsd");
    if (stsd && stsd.body + 16 <= stsd.end)
      codecs.push(buffer.toString("latin1", stsd.body + 12, stsd.body + 16));
    if (kind === "vide" && tkhd && !width) {
      const offset = tkhd.body + (buffer[tkhd.body] === 1 ? 88 : 76);
      if (offset + 8 <= tkhd.end) {
        width = buffer.readUInt32BE(offset) / 65536;
        height = buffer.readUInt32BE(offset + 4) / 65536;
      }
    }
  }
  return facts(timescale ? units / timescale : null, width, height, codecs);
}
