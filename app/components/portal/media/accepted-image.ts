/** The declared types the browser lets through; the server decides by the bytes. HEIC is an iPhone's
 * photo (decision 0034): Safari on macOS and iOS declare it, browsers on Windows and Linux give it no
 * type at all, so its extension is taken too. */
const ACCEPTED_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/heic", "image/heif"];
const HEIC_NAME = /\.hei[cf]$/i;

/** The file chooser's `accept`: the types, and HEIC by its extension. */
export const ACCEPT_IMAGES = [...ACCEPTED_TYPES, ".heic", ".heif"].join(",");

/** Whether the browser should send this file to be uploaded as an image. */
export function isAcceptedImage(file: { type: string; name: string }): boolean {
  return ACCEPTED_TYPES.includes(file.type) || (file.type === "" && HEIC_NAME.test(file.name));
}
