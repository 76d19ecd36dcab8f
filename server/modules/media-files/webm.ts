import { BrokenContainer, facts, type ContainerFacts, type Reader } from "./container-facts.ts";

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

export async function readWebm(reader: Reader): Promise<ContainerFacts> {
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
