import { describe, expect, it } from "vitest";
import { trustOwnOrigins } from "../private-hosts.ts";
import { imageUrl, isImageAddress, parseTags, PRIVATE_IMAGE_MESSAGE, tags } from "./fields.ts";

describe("image addresses", () => {
  it("accept http(s) addresses and the site's own uploads and images", () => {
    for (const url of [
      "https://images.example.org/a.jpg?w=800",
      "http://example.org/a.png",
      "/uploads/2025/07/abc_def-1.webp",
      "/images/demo/river-town.svg",
    ])
      expect(isImageAddress(url), url).toBe(true);
  });

  it("refuse every other scheme, another site's path trick, and paths that climb out", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/png;base64,AAAA",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "/admin/logout",
      "/uploads/../admin",
      "/uploads/..%2fadmin",
      "/uploads//evil.example/a.png",
      "uploads/a.png",
      "https://",
      " https://example.org/a.png",
      "ftp://example.org/a.png",
    ])
      expect(isImageAddress(url), url).toBe(false);
  });
});

describe("the image URL field", () => {
  const refusal = (url: string) => imageUrl.safeParse(url).error?.issues[0]?.message ?? "accepted";

  it("refuses the cloud metadata address, saying why", () => {
    expect(refusal("http://169.254.169.254/latest/meta-data/")).toBe(
      "Please use an image address on the public internet: private, local and metadata addresses are not allowed",
    );
  });

  it("refuses private, local and metadata addresses, in every form the URL parser reads them", () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://2852039166/a.png",
      "http://0xa9fea9fe/a.png",
      "http://0251.0376.0251.0376/a.png",
      "http://169.254.169.254./a.png",
      "http://[::ffff:169.254.169.254]/a.png",
      "http://[::ffff:a9fe:a9fe]/a.png",
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://localhost:3000/a.png",
      "http://LOCALHOST./a.png",
      "http://admin.localhost/a.png",
      "http://printer.local/a.png",
      "http://intranet/a.png",
      "http://127.0.0.1/a.png",
      "http://127.1/a.png",
      "http://0.0.0.0/a.png",
      "http://10.1.2.3/a.png",
      "http://172.20.0.1/a.png",
      "https://192.168.1.1/a.png",
      "http://[::1]/a.png",
      "http://[0:0:0:0:0:0:0:1]/a.png",
      "http://[::]/a.png",
      "http://[fd12:3456::1]/a.png",
      "http://[fe80::1]/a.png",
    ])
      expect(refusal(url), url).toBe(PRIVATE_IMAGE_MESSAGE);
  });

  it("accepts public addresses and the site's own paths", () => {
    for (const url of [
      "https://images.example.org/a.jpg",
      "http://93.184.215.14/a.png",
      "http://[2606:4700::6810:84e5]/a.png",
      "https://localhost.example.org/a.png",
      "/uploads/2025/07/abc_def-1.webp",
    ])
      expect(imageUrl.safeParse(url).success, url).toBe(true);
  });

  it("accepts the site's own addresses where the site itself runs on a private network, and no others", () => {
    expect(refusal("http://127.0.0.1:3000/uploads/a.webp")).toBe(PRIVATE_IMAGE_MESSAGE);
    trustOwnOrigins(["http://localhost:3000", "http://10.0.0.5:9000/bucket"]);
    for (const url of [
      "http://localhost:3000/images/default-article.svg",
      "http://127.0.0.1:3000/uploads/a.webp",
      "http://[::1]:3000/uploads/a.webp",
      "http://10.0.0.5:9000/bucket/a.webp",
    ])
      expect(refusal(url), url).toBe("accepted");
    for (const url of [
      "http://127.0.0.1:3001/a.png",
      "http://10.0.0.5/a.png",
      "http://169.254.169.254/a.png",
    ])
      expect(refusal(url), url).toBe(PRIVATE_IMAGE_MESSAGE);
  });
});

describe("tags", () => {
  it("split on commas, trimmed, blanks and repeats (whatever their case) dropped", () => {
    expect(parseTags(" rain ,Hills,, RAIN ,  monsoon   season ")).toEqual([
      "rain",
      "Hills",
      "monsoon season",
    ]);
    expect(parseTags("")).toEqual([]);
    expect(tags.parse(undefined)).toEqual([]);
  });

  it("are at most 20, of at most 40 characters each", () => {
    expect(tags.safeParse(Array.from({ length: 20 }, (_, i) => `t${i}`).join(",")).success).toBe(true);
    expect(tags.safeParse(Array.from({ length: 21 }, (_, i) => `t${i}`).join(",")).success).toBe(false);
    expect(tags.safeParse("x".repeat(41)).success).toBe(false);
  });
});
