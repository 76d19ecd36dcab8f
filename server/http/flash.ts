import type { Flash } from "../load-context.ts";

export const FLASH_COOKIE = "bt_flash";

export function readFlash(cookieHeader: string | null | undefined): Flash | null {
  const raw = cookieHeader?.match(/(?:^|;\s*)bt_flash=([^;]+)/)?.[1];
  if (!raw) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Flash;
    return typeof value?.title === "string" ? value : null;
  } catch {
    return null;
  }
}

export function flashCookie(flash: Flash | null, secure: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (!flash) return `${FLASH_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${FLASH_COOKIE}=${Buffer.from(JSON.stringify(flash)).toString("base64url")}; Max-Age=60; ${attributes}`;
}
