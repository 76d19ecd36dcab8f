import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { backToPage } from "./answer.server.ts";

const context = {
  services: { config: { publicUrl: "https://news.example.edu" } },
  setFlash: () => {},
} as unknown as AppLoadContext;

const post = (headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/admin/dashboard/articles/x/live", { method: "POST", headers });

const location = (answer: Response) => answer.headers.get("Location");

it("goes back to a page of ours, and to the fallback from anywhere else", () => {
  const ours = post({ Referer: "https://news.example.edu/admin/dashboard/media?edit=3&q=a" });
  expect(location(backToPage(ours, context, null, { closeDialog: true, hash: "#top" }))).toBe(
    "/admin/dashboard/media?q=a#top",
  );
  const theirs = post({ Referer: "https://elsewhere.example/admin" });
  expect(location(backToPage(theirs, context, null, { fallback: "/admin/dashboard" }))).toBe(
    "/admin/dashboard",
  );
});

it("escapes a fallback made from a route's parameter, whatever characters the path held", () => {
  // The fuzz test's case: the article id in the live desk's path was a run of astral characters.
  const answer = backToPage(post(), context, null, {
    fallback: "/admin/dashboard/articles/\u{F3F1F}\u{D84E}é/live",
  });
  expect(answer.status).toBe(303);
  expect(location(answer)).toBe("/admin/dashboard/articles/%F3%B3%BC%9F%EF%BF%BD%C3%A9/live");
});

it("never sends a post to another host, even from a fallback that reads as one", () => {
  expect(location(backToPage(post(), context, null, { fallback: "//evil.example/x" }))).toBe("/x");
});
