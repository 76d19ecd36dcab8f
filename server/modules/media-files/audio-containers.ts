import { BrokenContainer, facts, type ContainerFacts, type Reader } from "./container-facts.ts";

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

export async function readMp3(reader: Reader): Promise<ContainerFacts> {
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

export async function readOgg(reader: Reader): Promise<ContainerFacts> {
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

export async function readWav(reader: Reader): Promise<ContainerFacts> {
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
