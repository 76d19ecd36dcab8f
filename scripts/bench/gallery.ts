// A page with a 20-photo gallery (issue 41, decision 0072): what it costs. The editor uploads 20 photos
// through POST /admin/uploads, as the editor's gallery dialog does, and publishes an article whose body is
// a grid of them; the bench then measures it as it measures the article.
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { galleryHtml } from "../../shared/gallery.ts";
import { articleForm, postForm } from "../../tests/helpers/admin.ts";

export const GALLERY_PHOTOS = 20;

/** A photo-like JPEG of 1600 × 1067: noise over a colour of its own, so that no two are alike. */
async function photo(n: number): Promise<Buffer> {
  const [width, height] = [1600, 1067];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + n * 104729) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .tint({ r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 151) % 256 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function upload(baseUrl: string, cookie: string, n: number): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await photo(n))], { type: "image/jpeg" }), `photo-${n}.jpg`);
  form.append("alt", `Photo ${n} of the bench's gallery`);
  const response = await fetch(`${baseUrl}/admin/uploads`, {
    method: "POST",
    headers: { Origin: baseUrl, Cookie: cookie },
    body: form,
  });
  const answer = (await response.json()) as { ok?: boolean; url?: string };
  if (!response.ok || !answer.url) throw new Error(`Photo ${n} was not uploaded: ${JSON.stringify(answer)}`);
  return answer.url;
}

/** Publishes the article with the gallery as the editor of `cookie`; answers its path. */
export async function publishGalleryArticle(baseUrl: string, cookie: string): Promise<string> {
  const photos = [];
  for (let n = 1; n <= GALLERY_PHOTOS; n++)
    photos.push({
      src: await upload(baseUrl, cookie, n),
      alt: `Photo ${n} of the bench's gallery`,
      caption: `The river at the border, photo ${n}.`,
      credit: { name: "Bench Photographer", personId: null },
    });
  const title = `Bench gallery ${Date.now()}`;
  const content = `<p>Twenty photos of the river.</p>${galleryHtml({ layout: "grid", photos })}`;
  const response = await postForm(
    baseUrl,
    "/admin/dashboard/articles/new",
    articleForm(title, { author: "Bench Editor", content, imageUrl: photos[0]!.src }),
    cookie,
  );
  await response.arrayBuffer();
  if (response.status >= 400) throw new Error(`The gallery article was refused (${response.status})`);
  // The slug the server makes of the title.
  const path = `/article/${title.toLowerCase().replace(/\s+/g, "-")}`;
  const page = await fetch(`${baseUrl}${path}`);
  await page.arrayBuffer();
  if (page.status !== 200) throw new Error(`The gallery article is not at ${path} (${page.status})`);
  return path;
}

/** A page's HTML as a browser gets it: its text, its bytes, and gzipped. */
export async function htmlBytes(url: string): Promise<{ text: string; raw: number; gzip: number }> {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { text: html.toString("utf8"), raw: html.length, gzip: gzipSync(html).length };
}
