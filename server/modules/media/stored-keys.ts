import type { MediaVariant } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";

type Files = { variants: MediaVariant[]; avifVariants: MediaVariant[]; preview: MediaVariant | null };

/** Every file an image has in the store: its WebP and AVIF renditions and its sharing preview. */
export function storedKeys({ variants, avifVariants, preview }: Files): string[] {
  return [...variants, ...avifVariants, ...(preview ? [preview] : [])].map((v) => v.key);
}

/** Deletes files from the store once their rows are gone. Nothing shows them any more, so a file the
 * store kept is only space: it is logged (`Could not delete a stored file of WHAT`) to retry by hand. */
export async function deleteStoredFiles(storage: Storage, keys: string[], what: string): Promise<void> {
  const settled = await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
  for (const failure of settled.filter((r) => r.status === "rejected"))
    console.error(`Could not delete a stored file of ${what}`, failure.reason);
}
