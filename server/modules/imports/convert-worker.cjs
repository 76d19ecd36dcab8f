// The Word conversion, run in a worker thread by convert.ts (which loads this text and starts it with
// `eval`, so it works the same from the sources, the tests and the server bundle). CommonJS: mammoth is
// required by the absolute path the parent resolved. Input: workerData { mammoth, styleMap, parts }.
// Output: one message { ok: true, html, messages, images, references } or { ok: false, error }.
const { createHash } = require("node:crypto");
const { parentPort, workerData } = require("node:worker_threads");
const mammoth = require(workerData.mammoth);

const parts = new Map(workerData.parts.map(([name, bytes]) => [name, Buffer.from(bytes)]));

// LibreOffice writes sub- and superscript as lowered or raised text (w:position); mammoth reads only
// w:vertAlign, so the one becomes the other.
const POSITION = /<w:position\s+w:val="(-?\d+)"\s*\/>/g;
for (const [name, bytes] of parts) {
  if (!/^word\/[^/]+\.xml$/.test(name)) continue;
  const xml = bytes.toString("utf8");
  const fixed = xml.replace(POSITION, (_, value) => {
    const shift = Number(value);
    if (shift === 0) return "";
    return `<w:vertAlign w:val="${shift < 0 ? "subscript" : "superscript"}"/>`;
  });
  if (fixed !== xml) parts.set(name, Buffer.from(fixed, "utf8"));
}

// The package as mammoth's zip interface, over the parts the parent already inflated within limits.
const file = {
  exists: (name) => parts.has(name),
  read: async (name, encoding) => {
    const bytes = parts.get(name);
    if (!bytes) throw new Error(`missing part ${name}`);
    if (encoding === "base64") return bytes.toString("base64");
    if (encoding) return new TextDecoder(encoding).decode(bytes);
    return bytes;
  },
  write: () => {},
  toArrayBuffer: () => Promise.reject(new Error("read only")),
};

// Each distinct image once, however often the document shows it and under whatever part names: by
// the SHA-256 of its bytes, hashed once per part (readAsArrayBuffer hands over the part's own Buffer,
// where read() would copy it for every place it is shown). Each place is a reference with its own alt.
const images = [];
const references = [];
const imageOfHash = new Map();
const hashOfPart = new WeakMap();
const convertImage = mammoth.images.imgElement(async (image) => {
  const bytes = await image.readAsArrayBuffer();
  let hash = hashOfPart.get(bytes);
  if (!hash) {
    hash = createHash("sha256").update(bytes).digest("hex");
    hashOfPart.set(bytes, hash);
  }
  const alt = image.altText ?? "";
  let index = imageOfHash.get(hash);
  if (index === undefined) {
    index = images.push({ contentType: image.contentType ?? "", alt, hash, bytes }) - 1;
    imageOfHash.set(hash, index);
  } else if (!images[index].alt) {
    images[index].alt = alt;
  }
  references.push({ image: index, alt });
  return { src: `borderland-import:${references.length - 1}` };
});

mammoth.convertToHtml({ file }, { styleMap: workerData.styleMap, convertImage }).then(
  (result) =>
    parentPort.postMessage({
      ok: true,
      html: result.value,
      messages: result.messages.map((m) => m.message),
      images,
      references,
    }),
  (error) => parentPort.postMessage({ ok: false, error: String(error && error.message) }),
);
