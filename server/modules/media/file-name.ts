const MAX_LENGTH = 200;

/** The name an upload came with, fit to be stored and shown: the last path segment only, without
 * control or formatting characters (bidirectional overrides that disguise an extension), spaces
 * collapsed, at most 200 characters. Null when nothing is left. */
export function safeFileName(name: string | null | undefined): string | null {
  const last = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = last
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const short = [...clean].slice(0, MAX_LENGTH).join("");
  return short && short !== "." && short !== ".." ? short : null;
}
