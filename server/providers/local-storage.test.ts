import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { isStorageKey } from "./storage.ts";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-storage-test-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe("local storage", () => {
  it("stores, serves, addresses and deletes an object", async () => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    await storage.put("abcDEF_12-480.webp", Buffer.from("RIFF-webp"), "image/webp");
    const object = await storage.get("abcDEF_12-480.webp");
    expect(object).toMatchObject({ size: 9, contentType: "image/webp" });
    expect(await text(object!.body)).toBe("RIFF-webp");
    expect(storage.url("abcDEF_12-480.webp")).toBe("/uploads/abcDEF_12-480.webp");
    await storage.delete("abcDEF_12-480.webp");
    expect(await storage.get("abcDEF_12-480.webp")).toBeNull();
    expect(fs.readdirSync(path.join(root, "uploads"))).toEqual([]);
  });

  it("answers null for unknown keys and for names that are not keys", async () => {
    fs.writeFileSync(path.join(root, "secret.txt"), "do not serve");
    const storage = createLocalStorage(path.join(root, "uploads"));
    await storage.put("known-1.webp", Buffer.from("x"), "image/webp");
    for (const key of [
      "missing.webp",
      "../secret.txt",
      "..%2Fsecret.txt",
      "known-1.webp/",
      ".known-1.webp",
      "a/b.webp",
      "known-1.WEBP",
      "known-1.html",
    ]) {
      expect(await storage.get(key)).toBeNull();
    }
  });

  it("refuses to write or delete under a name that is not a key", async () => {
    const storage = createLocalStorage(path.join(root, "uploads"));
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /storage key/,
    );
    await expect(storage.delete("../secret.txt")).rejects.toThrow(/storage key/);
    expect(fs.existsSync(path.join(root, "escape.webp"))).toBe(false);
  });

  it("knows its key grammar: one flat name with a known extension", () => {
    expect(isStorageKey("Zx9_-a-1600.webp")).toBe(true);
    for (const key of [
      "",
      ".webp",
      "a.b.webp",
      "a b.webp",
      "a.svg",
      `${"a".repeat(129)}.webp`,
      "a\u0000.webp",
    ]) {
      expect(isStorageKey(key)).toBe(false);
    }
  });
});
