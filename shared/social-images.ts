import type { MetaDescriptor } from "react-router";
import { DEFAULT_IMAGE } from "./constants.ts";

/** The publisher's logo (decision 0012): the favicon's mark as a PNG, a raster image as search engines
 * ask for, served from public/; the newsletter's mail shows it too. */
export const SITE_LOGO = { path: "/images/logo.png", width: 512, height: 512 } as const;

/** Sharing previews (og:image, twitter:image) are 1200 × 630 PNG or JPEG (decision 0020). */
export const SOCIAL_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The home page's preview, rendered by scripts/render-social-images.ts. */
export const HOME_PREVIEW = {
  path: "/images/social-home.png",
  alt: "The publication's mark, a white B on a red square",
} as const;

/** The preview of an article without an uploaded picture of its own. */
export const DEFAULT_PREVIEW = {
  path: DEFAULT_IMAGE.replace(/\.svg$/, ".png"),
  alt: "A folded newspaper resting on a warm background",
} as const;

const OWN_ILLUSTRATION = /^\/images\/(?:demo\/)?[a-z0-9-]+\.svg$/;

/** The PNG rendered beside one of the site's own SVG illustrations, or null for any other address. */
export function illustrationPreview(url: string | null): string | null {
  return url && OWN_ILLUSTRATION.test(url) ? url.replace(/\.svg$/, ".png") : null;
}

/** og:image and twitter:image with the size and alt text: every preview is 1200 × 630, shown large. */
export function sharingImageMeta(url: string, alt: string): MetaDescriptor[] {
  return [
    { property: "og:image", content: url },
    { property: "og:image:width", content: String(SOCIAL_PREVIEW_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_PREVIEW_SIZE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}
