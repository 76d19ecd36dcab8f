import type { ImageCredit } from "#shared/media.ts";

/** The attributes of a picture's <img>, made by its page's loader (decision 0020): its address and size (no layout
 * shift), for an upload its WebP widths and how wide the page shows it, its alt text (the Media
 * Library's or the caption; a card's own alt="" wins), lazy loading, and for the page's lead picture
 * the eager, high-priority fetch instead. Loaders decide all this, so that none of it ships in the pages' JavaScript. */
export type ImageAttributes = {
  /** The picture's address, or the default illustration when it has none. */
  src: string;
  width: number;
  height: number;
  alt: string;
  srcSet?: string;
  sizes?: string;
  loading: "lazy" | "eager";
  decoding: "async";
  fetchPriority?: "high";
};

/** A picture as a page shows it: its <img> attributes, the default illustration to show if it fails to
 * load, and for an upload with them its AVIF widths and its credit (decision 0071). */
export type ImageSources = { img: ImageAttributes; fallback: string; avif?: string; credit?: ImageCredit };
