import type { ImageCredit } from "#shared/media.ts";

export const CREDIT_LABEL = "Photo credit (optional)";
export const CREDIT_HINT =
  "Who took it. A name from People links to their author page; any other text ('Courtesy of the district') is shown as written.";

/** Credits the library image at `src` (POST /admin/uploads/credit, decision 0071): the credit as the
 * server kept it, or the message to show. */
export async function creditUpload(
  src: string,
  credit: string,
): Promise<{ ok: true; credit: ImageCredit | null } | { ok: false; message: string }> {
  try {
    const response = await fetch("/admin/uploads/credit", {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({ src, credit }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      credit?: ImageCredit | null;
      error?: string;
    };
    if (response.ok && answer.ok) return { ok: true, credit: answer.credit ?? null };
    return { ok: false, message: answer.error ?? "The credit could not be saved. Please try again." };
  } catch {
    return {
      ok: false,
      message: "The credit could not be saved: the connection was lost. Please try again.",
    };
  }
}
