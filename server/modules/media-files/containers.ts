import fs from "node:fs";

/** What a video or audio file's container says of it (issue 41): its length and, for video, its size
 * in pixels and its codecs. Read from headers only, a few reads of the file, never the whole of it. */
export type ContainerFacts = {
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The sample entries' or codec ids' names, as the container gives them ('avc1', 'mp4a', 'V_VP8'). */
  codecs: string[];
};

/** The file is not what a container of its type must be (cut short, boxes that do not add up). */
export class BrokenContainer extends Error {}

type Reader = { size: number; read(at: number, length: number): Promise<Buffer> };

async function openReader(file: string): Promise<Reader & { close(): Promise<void> }> {
  const handle = await fs.promises.open(file, "r");
  const { size } = await handle.stat();
  return {
    size,
    async read(at, length) {
      const wanted = Math.max(0, Math.min(length, size - at));
      const buffer = Buffer.alloc(wanted);
      if (wanted) await handle.read(buffer, 0, wanted, at);
      return buffer;
    },
    close: () => handle.close(),
  };
}

/** Reads the container of `file`, of the type its bytes showed ('video/mp4', 'audio/mp4', 'video/webm',
 * 'audio/mpeg', 'audio/ogg', 'audio/wav'). Throws BrokenContainer when it does not hold together. */
export async function readContainer(file: string, mimeType: string): Promise<ContainerFacts> {
  const reader = await openReader(file);
  try {
    switch (mimeType) {
      case "video/mp4":
      case "audio/mp4":
        return await readMp4(reader);
      case "video/webm":
        return await readWebm(reader);
      case "audio/mpeg":
        return await readMp3(reader);
      case "audio/ogg":
        return await readOgg(reader);
      case "audio/wav":
        return await readWav(reader);
      default:
        throw new Error(`No container reader for ${mimeType}`);
    }
  } catch (error) {
    // A read past the end of what a header promised: the file is cut short.
    if (error instanceof RangeError) throw new BrokenContainer(error.message);
    throw error;
  } finally {
    await reader.close();
  }
}

const facts = (duration: number | null, width = 0, height = 0, codecs: string[] = []): ContainerFacts => ({
  durationSeconds:
    duration !== null && Number.isFinite(duration) && duration > 0 ? Math.ceil(duration - 1e-6) : null,
  width: width > 0 ? Math.round(width) : null,
  height: height > 0 ? Math.round(height) : null,
  codecs,
});

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

async function readMp4(reader: Reader): Promise<ContainerFacts> {
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

// --- WebM / Matroska (EBML: variable-length ids and sizes) --------------------------------------------

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;

type Element = { id: number; body: number; end: number; unknownSize: boolean };

function vint(
  buffer: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } {
  const first = buffer[at];
  if (first === undefined || first === 0) throw new BrokenContainer("bad EBML number");
  const length = Math.clz32(first) - 23;
  if (at + length > buffer.length) throw new BrokenContainer("EBML number cut short");
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[at + i]!;
    if (buffer[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, allOnes };
}

function elementsIn(buffer: Buffer, start: number, end: number): Element[] {
  const elements: Element[] = [];
  let at = start;
  while (at < end && at < buffer.length) {
    if (at + 2 > buffer.length) break;
    const id = vint(buffer, at, true);
    if (at + id.length >= buffer.length) break;
    const size = vint(buffer, at + id.length, false);
    const body = at + id.length + size.length;
    const elementEnd = size.allOnes ? end : body + size.value;
    elements.push({ id: id.value, body, end: elementEnd, unknownSize: size.allOnes });
    if (size.allOnes) break;
    at = elementEnd;
  }
  return elements;
}

const uint = (buffer: Buffer, e: Element) => {
  let value = 0;
  for (let i = e.body; i < e.end; i++) value = value * 256 + buffer[i]!;
  return value;
};

async function readWebm(reader: Reader): Promise<ContainerFacts> {
  const buffer = await reader.read(0, 4 * 1024 * 1024);
  const [header, segment] = elementsIn(buffer, 0, buffer.length);
  if (header?.id !== EBML || segment?.id !== SEGMENT) throw new BrokenContainer("no EBML header and segment");
  const docType = elementsIn(buffer, header.body, header.end).find((e) => e.id === 0x4282);
  if (!docType || !/^(webm|matroska)$/.test(buffer.toString("latin1", docType.body, docType.end)))
    throw new BrokenContainer("not a WebM document");
  if (!segment.unknownSize && segment.end > reader.size) throw new BrokenContainer("segment cut short");
  let duration: number | null = null;
  let width = 0;
  let height = 0;
  const codecs: string[] = [];
  let sawTracks = false;
  for (const element of elementsIn(buffer, segment.body, Math.min(segment.end, buffer.length))) {
    if (element.id === CLUSTER) break;
    if (element.end > buffer.length) continue;
    if (element.id === INFO) {
      const children = elementsIn(buffer, element.body, element.end);
      const scale = children.find((e) => e.id === 0x2ad7b1);
      const length = children.find((e) => e.id === 0x4489);
      const nanoseconds = scale ? uint(buffer, scale) : 1_000_000;
      if (length) {
        const bytes = length.end - length.body;
        const value =
          bytes === 4
            ? buffer.readFloatBE(length.body)
            : bytes === 8
              ? buffer.readDoubleBE(length.body)
              : NaN;
        duration = (value * nanoseconds) / 1e9;
      }
    } else if (element.id === TRACKS) {
      sawTracks = true;
      for (const entry of elementsIn(buffer, element.body, element.end).filter((e) => e.id === 0xae)) {
        const fields = elementsIn(buffer, entry.body, entry.end);
        const codec = fields.find((e) => e.id === 0x86);
        if (codec) codecs.push(buffer.toString("latin1", codec.body, codec.end));
        const video = fields.find((e) => e.id === 0xe0);
        if (video && !width) {
          const dims = elementsIn(buffer, video.body, video.end);
          const w = dims.find((e) => e.id === 0xb0);
          const h = dims.find((e) => e.id === 0xba);
          width = w ? uint(buffer, w) : 0;
          height = h ? uint(buffer, h) : 0;
        }
      }
    }
  }
  if (!sawTracks) throw new BrokenContainer("no tracks");
  return facts(duration, width, height, codecs);
}

// --- MP3 (MPEG audio frames, with a Xing/Info or VBRI header when variable) --------------------------

const BITRATES: Record<string, number[]> = {
  // kbit/s by index, for MPEG-1 and MPEG-2/2.5, layers 1-3.
  "1-1": [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  "1-2": [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  "1-3": [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  "2-1": [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  "2-2": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  "2-3": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

async function readMp3(reader: Reader): Promise<ContainerFacts> {
  let start = 0;
  const id3 = await reader.read(0, 10);
  if (id3.toString("latin1", 0, 3) === "ID3") {
    const size =
      ((id3[6]! & 0x7f) << 21) | ((id3[7]! & 0x7f) << 14) | ((id3[8]! & 0x7f) << 7) | (id3[9]! & 0x7f);
    start = 10 + size + (id3[5]! & 0x10 ? 10 : 0);
  }
  const buffer = await reader.read(start, 64 * 1024);
  // The first frame: a sync word whose header is valid, and (when the file goes on) another after it.
  for (let at = 0; at + 4 <= buffer.length; at++) {
    if (buffer[at] !== 0xff || (buffer[at + 1]! & 0xe0) !== 0xe0) continue;
    const version = (buffer[at + 1]! >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
    const layer = 4 - ((buffer[at + 1]! >> 1) & 3); // 1, 2, 3
    const bitrateIndex = buffer[at + 2]! >> 4;
    const rateIndex = (buffer[at + 2]! >> 2) & 3;
    if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
      continue;
    const bitrate = BITRATES[`${version === 3 ? 1 : 2}-${layer}`]![bitrateIndex]! * 1000;
    const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
    const padding = (buffer[at + 2]! >> 1) & 1;
    const samples = layer === 1 ? 384 : layer === 3 && version !== 3 ? 576 : 1152;
    const frameBytes =
      layer === 1
        ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
        : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
    const next = at + frameBytes;
    if (next + 2 <= buffer.length && (buffer[next] !== 0xff || (buffer[next + 1]! & 0xe0) !== 0xe0)) continue;
    const mono = buffer[at + 3]! >> 6 === 3;
    const sideInfo = version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17;
    const xing = at + 4 + sideInfo;
    const tag = buffer.toString("latin1", xing, xing + 4);
    if ((tag === "Xing" || tag === "Info") && buffer[xing + 7]! & 1)
      return facts((buffer.readUInt32BE(xing + 8) * samples) / sampleRate);
    const vbri = at + 4 + 32;
    if (buffer.toString("latin1", vbri, vbri + 4) === "VBRI")
      return facts((buffer.readUInt32BE(vbri + 14) * samples) / sampleRate);
    return facts(((reader.size - start - at) * 8) / bitrate);
  }
  throw new BrokenContainer("no MPEG audio frame");
}

// --- OGG (pages; the last page's granule position over the sample rate) -------------------------------

async function readOgg(reader: Reader): Promise<ContainerFacts> {
  const first = await reader.read(0, 4096);
  if (first.toString("latin1", 0, 4) !== "OggS") throw new BrokenContainer("no Ogg page");
  const segments = first[26]!;
  const packet = 27 + segments;
  let rate = 0;
  let preSkip = 0;
  let codec = "";
  if (first.toString("latin1", packet + 1, packet + 7) === "vorbis") {
    codec = "vorbis";
    rate = first.readUInt32LE(packet + 12);
  } else if (first.toString("latin1", packet, packet + 8) === "OpusHead") {
    codec = "opus";
    rate = 48000;
    preSkip = first.readUInt16LE(packet + 10);
  } else if (first.toString("latin1", packet, packet + 5) === "\x7fFLAC") {
    codec = "flac";
    rate = (first.readUInt32BE(packet + 27) >>> 12) & 0xfffff;
  }
  const tailStart = Math.max(0, reader.size - 65536);
  const tail = await reader.read(tailStart, 65536);
  const last = tail.lastIndexOf("OggS", tail.length - 27, "latin1");
  if (last < 0) throw new BrokenContainer("no last Ogg page");
  const granule = Number(tail.readBigInt64LE(last + 6));
  return facts(rate && granule > 0 ? (granule - preSkip) / rate : null, 0, 0, codec ? [codec] : []);
}

// --- WAV (RIFF chunks: fmt's byte rate, data's size) --------------------------------------------------

async function readWav(reader: Reader): Promise<ContainerFacts> {
  const head = await reader.read(0, 12);
  if (head.toString("latin1", 0, 4) !== "RIFF" || head.toString("latin1", 8, 12) !== "WAVE")
    throw new BrokenContainer("no RIFF WAVE header");
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= reader.size) {
    const chunk = await reader.read(at, 24);
    const id = chunk.toString("latin1", 0, 4);
    const size = chunk.readUInt32LE(4);
    if (id === "fmt ") byteRate = chunk.readUInt32LE(16);
    if (id === "data") {
      if (!byteRate) throw new BrokenContainer("data before fmt");
      // A recorder that stopped early may leave the size unwritten: what the file holds counts.
      const bytes = Math.min(size, reader.size - at - 8);
      return facts(bytes / byteRate);
    }
    at += 8 + size + (size & 1);
  }
  throw new BrokenContainer("no data chunk");
}
