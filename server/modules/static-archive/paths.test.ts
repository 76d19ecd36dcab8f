import { expect, it } from "vitest";
import { fileOf, isPublicPath, relativeLink, siteAddress } from "./paths.ts";

const ORIGIN = "https://news.example.test";
const SITE = { origin: ORIGIN, uploads: null };

it("writes a page as a folder's index.html, with its query beside it, and a file at its own path", () => {
  expect(fileOf("/")).toBe("index.html");
  expect(fileOf("/article/a-story")).toBe("article/a-story/index.html");
  expect(fileOf("/politics?page=2")).toBe("politics/index-page-2.html");
  expect(fileOf("/creative?piece=7&type=poetry")).toBe("creative/index-piece-7-type-poetry.html");
  expect(fileOf("/assets/app-1a.css")).toBe("assets/app-1a.css");
  expect(fileOf("/uploads/x-640.webp?v=2")).toBe("uploads/x-640-v-2.webp");
});

it("links one file of the archive to another relatively, encoded, with its fragment", () => {
  expect(relativeLink("article/a/index.html", "politics/index.html")).toBe("../../politics/index.html");
  expect(relativeLink("index.html", "index.html")).toBe("index.html");
  expect(relativeLink("article/a/index.html", "article/a/index.html", "#comments")).toBe(
    "index.html#comments",
  );
  expect(relativeLink("index.html", "author/josé/index.html")).toBe("author/jos%C3%A9/index.html");
});

it("takes the site's own addresses, from the root or the live origin, and leaves others' alone", () => {
  expect(siteAddress("/news?page=2#top", SITE)).toEqual({ address: "/news?page=2", hash: "#top" });
  expect(siteAddress(`${ORIGIN}/about`, SITE)).toEqual({ address: "/about", hash: "" });
  for (const other of [
    "https://elsewhere.test/x",
    "//cdn.test/x.js",
    "#main",
    "mailto:a@b.test",
    "relative/x",
  ])
    expect(siteAddress(other, SITE)).toBeNull();
});

it("takes a file of the uploads' bucket (S3_PUBLIC_URL) as the site's /uploads/ one, and no other of its host", () => {
  const bucket = "https://files.example.test/news-uploads";
  const withBucket = { origin: ORIGIN, uploads: bucket };
  expect(siteAddress(`${bucket}/2026/12/a.webp?v=2`, withBucket)).toEqual({
    address: "/uploads/2026/12/a.webp?v=2",
    hash: "",
  });
  expect(siteAddress(`${bucket}-old/a.webp`, withBucket)).toBeNull();
  expect(siteAddress("https://files.example.test/other/a.webp", withBucket)).toBeNull();
  expect(siteAddress(`${bucket}/a.webp`, SITE)).toBeNull();
});

it("keeps the portal, accounts, sign-in and form endpoints out of an archive", () => {
  for (const path of [
    "/admin",
    "/admin/dashboard",
    "/account",
    "/api/likes",
    "/auth/callback",
    "/newsletter",
  ])
    expect(isPublicPath(path)).toBe(false);
  for (const path of ["/", "/article/a", "/newsletter/archive", "/administration-news", "/search"])
    expect(isPublicPath(path)).toBe(true);
});
