import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside every compressible file the client build emits, so that the
 * server sends them as they are (server/http/app.ts, serveStatic's `precompressed`) instead of
 * compressing each response: brotli at its best quality, once per build. */
export function precompressAssets(): Plugin {
  return {
    name: "borderland-precompress-assets",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir || !/[\\/]client$/.test(dir)) return;
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(dir, name);
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gz = zlib.gzipSync(body, { level: 9 });
        if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
