import { describe, expect, it } from "vitest";
import { isAcceptedImage } from "./accepted-image.ts";

describe("the image field's check before sending", () => {
  it("takes PNG, JPEG, GIF, WebP and an iPhone's HEIC, whether its type is declared or not", () => {
    for (const [type, name] of [
      ["image/jpeg", "IMG_1.JPG"],
      ["image/webp", "a.webp"],
      ["image/heic", "IMG_2.HEIC"],
      ["image/heif", "IMG_3.heif"],
      ["", "IMG_4.HEIC"],
    ] as const)
      expect(isAcceptedImage({ type, name }), name).toBe(true);
  });

  it("refuses other types, and a file without a type unless it is named HEIC", () => {
    for (const [type, name] of [
      ["text/plain", "notes.txt"],
      ["image/svg+xml", "logo.svg"],
      ["", "photo.jpg"],
      ["application/octet-stream", "IMG_5.heic"],
    ] as const)
      expect(isAcceptedImage({ type, name }), name).toBe(false);
  });
});
