import type { MediaVariant } from "../../db/schema.ts";

type Files = { variants: MediaVariant[]; avifVariants: MediaVariant[]; preview: MediaVariant | null };

/** Every file an image has in the store: its WebP and AVIF renditions and its sharing preview. */
export function storedKeys({ variants, avifVariants, preview }: Files): string[] {
  return [...variants, ...avifVariants, ...(preview ? [preview] : [])].map((v) => v.key);
}
