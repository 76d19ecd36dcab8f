import type { ImageLookup } from "./responsive.ts";

/** An <img> as the sanitizer writes it: attributes double-quoted, values escaped. */
const IMG = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Gives each uploaded image in sanitized content HTML its responsive markup (decision 0020): a
 * <picture> with the AVIF widths as a <source> when the image has them, and an <img> with the WebP
 * widths as srcset, its size (no layout shift), lazy loading and the alt text it was written with (the
 * library's alt text when the content has none). Images the lookup does not know (linked by address, or
 * an upload since removed) stay as written. The result passes the sanitizer unchanged.
 */
export function responsiveContent(html: string, images: ImageLookup, sizes: string): string {
  return html.replace(IMG, (tag, attributes: string) => {
    const found = new Map([...attributes.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2]!]));
    const image = images(unescapeAttribute(found.get("src") ?? ""));
    if (!image) return tag;
    const alt = found.get("alt") ?? escapeAttribute(image.altText ?? "");
    const img =
      `<img src="${escapeAttribute(image.src)}" alt="${alt}" width="${image.width}" ` +
      `height="${image.height}" srcset="${escapeAttribute(image.srcset)}" sizes="${sizes}" ` +
      `loading="lazy" decoding="async" />`;
    if (!image.avifSrcset) return img;
    const avif = `<source type="image/avif" srcset="${escapeAttribute(image.avifSrcset)}" sizes="${sizes}" />`;
    return `<picture>${avif}${img}</picture>`;
  });
}
