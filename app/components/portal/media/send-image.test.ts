import { describe, expect, it } from "vitest";
import { imageAddress } from "./image-url-entry.tsx";
import { readUploadAnswer } from "./send-image.ts";

describe("the upload widget's reading of the server's answer", () => {
  it("takes the stored image from a 200", () => {
    const body = { ok: true, url: "/uploads/abc-960.webp", width: 960, height: 640, mediaId: "m-1" };
    expect(readUploadAnswer(200, body)).toEqual(body);
  });

  it("shows the server's own title and message for a refusal", () => {
    const body = { ok: false, title: "Invalid file type", error: "Please upload an image file" };
    expect(readUploadAnswer(415, body)).toEqual({
      ok: false,
      toast: {
        title: "Invalid file type",
        description: "Please upload an image file",
        variant: "destructive",
      },
    });
  });

  it("says 'File too large' for a 413 without JSON (a proxy's refusal)", () => {
    expect(readUploadAnswer(413, null)).toMatchObject({
      toast: { title: "File too large", description: "Please upload an image smaller than 25MB" },
    });
  });

  it("says 'Upload failed' for server errors and broken answers", () => {
    for (const [status, body] of [
      [500, { ok: false, title: "Upload failed", error: "internal detail" }],
      [0, null],
      [200, "<html>"],
      [502, null],
    ] as const) {
      expect(readUploadAnswer(status, body)).toEqual({
        ok: false,
        toast: {
          title: "Upload failed",
          description: "Failed to upload image. Please try again.",
          variant: "destructive",
        },
      });
    }
  });
});

describe("the image URL entry", () => {
  it("takes http and https addresses, trimmed", () => {
    expect(imageAddress("  https://example.org/a.jpg ")).toBe("https://example.org/a.jpg");
    expect(imageAddress("http://example.org/b.png")).toBe("http://example.org/b.png");
  });

  it("refuses other schemes and relative or malformed text", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://x/y.png",
      "/uploads/a.webp",
      "example.org/a.jpg",
      "",
    ]) {
      expect(imageAddress(text)).toBeNull();
    }
  });
});
