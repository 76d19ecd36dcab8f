import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import workerSource from "./heic-worker.cjs?raw";

/** Decoded pixels, as sharp takes raw input. */
export type Pixels = { data: Uint8Array; raw: { width: number; height: number; channels: 4 } };

type WorkerAnswer =
  { ok: true; width: number; height: number; data: Uint8Array } | { ok: false; error: string };

const decoderPath = createRequire(import.meta.url).resolve("heic-decode");

/** A HEIC photo of 12 megapixels decodes in about 1.5 s on one core. */
const TIMEOUT_MS = 30_000;

/**
 * An iPhone's HEIC photo (HEVC inside HEIF) decoded to RGBA pixels, turned upright (HEIF's rotation and
 * mirroring are applied by the decoder). sharp's prebuilt libvips reads HEIF's header but has no HEVC
 * decoder (patents); libheif compiled to WebAssembly (heic-decode) does it here, in a worker of its own
 * that ends with the image, so that the WebAssembly memory it grew (about 140 MB for 12 megapixels) is
 * given back (decision 0034). Rejects when the bytes do not decode.
 */
export function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { decoder: decoderPath, bytes },
      // libheif writes its failures to the console; the refusal says what matters.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error("HEIC decoding ran out of time"))),
      TIMEOUT_MS,
    );
    worker.on("message", (answer: WorkerAnswer) =>
      finish(() =>
        answer.ok
          ? resolve({ data: answer.data, raw: { width: answer.width, height: answer.height, channels: 4 } })
          : reject(new Error(answer.error)),
      ),
    );
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", (code) => finish(() => reject(new Error(`HEIC decoding stopped (exit code ${code})`))));
  });
}
