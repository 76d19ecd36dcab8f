// The HEIC decoding, run in a worker thread by heic.ts (which loads this text and starts it with `eval`,
// as the Word import starts its conversion). CommonJS: heic-decode is required by the absolute path the
// parent resolved. Input: workerData { decoder, bytes }. Output: one message { ok: true, width, height,
// data } (RGBA, its buffer transferred) or { ok: false, error }. The decoder is libheif compiled to
// WebAssembly, whose memory grows to the largest image decoded and never shrinks: the worker, and that
// memory with it, ends after one image.
const { parentPort, workerData } = require("node:worker_threads");
const decode = require(workerData.decoder);

decode({ buffer: workerData.bytes }).then(
  ({ width, height, data }) => {
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ ok: true, width, height, data: pixels }, [pixels.buffer]);
  },
  (error) => parentPort.postMessage({ ok: false, error: String(error && error.message) }),
);
