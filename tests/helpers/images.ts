import { randomBytes } from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";

/** A photo-like image of the given size: a gradient with noise, so that it does not compress away. */
export function photo(width: number, height: number, format: "png" | "jpeg" | "gif" | "webp" = "png") {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const noise = (x * 7919 + y * 104729) % 23;
      pixels[i] = ((x * 255) / width + noise) & 255;
      pixels[i + 1] = ((y * 255) / height + noise) & 255;
      pixels[i + 2] = (128 + noise * 3) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}

/** A JPEG carrying EXIF with a camera, an author and a GPS position (51.5 N, 0.12 W). */
export function jpegWithGps(width = 1200, height = 800) {
  return photo(width, height, "png").then((png) =>
    sharp(png)
      .jpeg()
      .withExif({
        IFD0: { Make: "TestCam", Model: "Locator 1", Artist: "Secret Source", Copyright: "Secret Source" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "51/1 30/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "0/1 7/1 0/1",
        },
      })
      .toBuffer(),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` × `height` black pixels (1-bit greyscale): a decompression bomb, a few
 * hundred kilobytes that decode to width × height pixels. */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(width / 8) + 1; // filter byte + packed pixels
  const deflate = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflate),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A two-frame animated GIF of `width` × `height` frames, light then dark. */
export function animatedGif(width: number, height: number) {
  const frame = width * height * 3;
  const pixels = Buffer.alloc(frame * 2, 30);
  pixels.fill(220, 0, frame);
  return sharp(pixels, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

/** A phone's photo: 4032 × 3024, a gradient under noise (which JPEG cannot compress much: about
 * 7 MB), held upright by EXIF orientation 6 (turned a quarter clockwise), as a phone held in portrait
 * writes it. */
export function phoneJpeg() {
  const width = 4032;
  const pixels = randomBytes(width * 3024 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (((i / 3) % width) / 16 + (pixels[i]! & 63)) & 255;
  return sharp(pixels, { raw: { width, height: 3024, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
