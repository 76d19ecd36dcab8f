/**
 * Renders the sharing previews of the site's own pictures (decision 0020): each SVG illustration in
 * public/images and public/images/demo as a 1200 × 630 PNG beside it, and the home page's preview,
 * public/images/social-home.png (the logo's mark on the paper colour, without the site name, which is
 * a setting). Facebook, X, LinkedIn and WhatsApp show no SVG. Run once after changing an illustration:
 * `npx tsx scripts/render-social-images.ts`; the PNGs are committed.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SOCIAL_PREVIEW_SIZE } from "#shared/social-images.ts";

const { width, height } = SOCIAL_PREVIEW_SIZE;
const IMAGES = path.resolve("public/images");
const MARK = 280;

/** The favicon's mark (public/favicon.svg), large, centred between two rules of the accent colour. */
const HOME_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fbfaf7"/>
  <rect y="40" width="${width}" height="6" fill="#a4161a"/>
  <rect y="${height - 46}" width="${width}" height="6" fill="#a4161a"/>
  <svg x="${(width - MARK) / 2}" y="${(height - MARK) / 2}" width="${MARK}" height="${MARK}" viewBox="0 0 64 64">
    ${fs.readFileSync("public/favicon.svg", "utf8").replace(/^<svg[^>]*>|<\/svg>\s*$/g, "")}
  </svg>
</svg>`;

async function renderPng(svg: Buffer, out: string) {
  // The illustrations are 16:9; the preview's 1.91:1 crops a little from the top and bottom.
  const png = await sharp(svg, { density: 144 })
    .resize({ width, height, fit: "cover" })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  fs.writeFileSync(out, png);
  console.log(`${path.relative(process.cwd(), out)}: ${png.length} bytes`);
}

for (const dir of [IMAGES, path.join(IMAGES, "demo")])
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => n.endsWith(".svg"))
    .sort())
    await renderPng(fs.readFileSync(path.join(dir, name)), path.join(dir, name.replace(/\.svg$/, ".png")));
await renderPng(Buffer.from(HOME_SVG), path.join(IMAGES, "social-home.png"));
