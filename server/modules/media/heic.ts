import { createRequire } from "node:module";
import workerSource from "./heic-worker.cjs?raw";
import { runSandboxed } from "../../sandboxed-worker.ts";

/** Decoded pixels, as sharp takes raw input. */
export type Pixels = { data: Uint8Array; raw: { width: number; height: number; channels: 4 } };

type Decoded = { width: number; height: number; data: Uint8Array };

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
export async function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  const { width, height, data } = await runSandboxed<Decoded>(
    workerSource,
    { decoder: decoderPath, bytes },
    { what: "HEIC decoding", fail: (message) => new Error(message), timeoutMs: TIMEOUT_MS },
  );
  return { data, raw: { width, height, channels: 4 } };
}
