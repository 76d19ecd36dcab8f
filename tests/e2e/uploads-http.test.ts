import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, postForm, sessionOf, type AdminAccount } from "../helpers/admin.ts";
import { photo, pngBomb } from "../helpers/images.ts";
import { startS3, type RunningS3 } from "../helpers/s3-server.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { linkIn, startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

const ADMIN: AdminAccount = {
  username: "photo-desk",
  email: "photo@borderlandtimes.example",
  password: "darkroom-2026",
  name: "Photo Desk",
};
let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;
let tempDir: string;
let admin: string;
let reader: string;
let s3: RunningS3 | undefined;

const post = (pathname: string, fields: Record<string, string>, cookie?: string) =>
  postForm(server.url, pathname, fields, cookie);

function upload(bytes: Buffer, filename: string, cookie?: string, alt?: string) {
  const form = new FormData();
  if (alt) form.append("alt", alt);
  form.append("file", new Blob([new Uint8Array(bytes)]), filename);
  return fetch(`${server.url}/admin/uploads`, {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** Issue 10: the same requests with uploads in DATA_DIR/uploads and in an S3 bucket (s3rver on
 * 127.0.0.1, proxied under /uploads/). */
describe.each(["local", "s3"] as const)("uploads over HTTP with the %s store", (kind) => {
  beforeAll(async () => {
    if (kind === "s3") s3 = await startS3();
    dataDir = newDataDir("borderland-uploads-", "migrated");
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-uploads-tmp-"));
    createAdminAccount(dataDir, ADMIN);
    smtp = await startSmtpSink();
    server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      TMPDIR: tempDir,
      SEED_DEMO: "false",
      ...s3?.env(),
    });
    admin = sessionOf(await post("/admin", { username: ADMIN.username, password: ADMIN.password }));
    const who = { name: "Curious Reader", email: "curious.reader@example.org", password: "curious-reader-1" };
    await post("/api/auth", { intent: "sign-up", ...who });
    const mail = await smtp.waitFor(who.email);
    await post("/auth/callback", { token: new URL(linkIn(mail, /http:\/\/\S+/)).searchParams.get("token")! });
    reader = sessionOf(
      await post("/api/auth", { intent: "sign-in", email: who.email, password: who.password }),
    );
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(tempDir, { recursive: true, force: true });
    await s3?.stop();
    s3 = undefined;
  });

  describe("POST /admin/uploads", () => {
    it("answers 401 to an anonymous visitor and 403 to a reader", async () => {
      const png = await photo(64, 64);
      const anonymous = await upload(png, "a.png");
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ ok: false, title: "Authentication required" });
      const refused = await upload(png, "a.png", reader);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ ok: false });
    });

    it("stores an admin's image and serves it as immutable, nosniff WebP", async () => {
      const started = performance.now();
      const answer = await upload(
        await photo(2400, 1600, "jpeg"),
        "front page.gif",
        admin,
        "Crowd at the gate",
      );
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(200);
      const body = await answer.json();
      expect(body).toMatchObject({ ok: true, width: 1600, height: 1067 });
      expect(body.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+-1600\.webp$/);
      expect(body.mediaId).toMatch(/^[0-9a-f-]{36}$/);
      console.log(`upload of a 2400 × 1600 JPEG answered in ${elapsed.toFixed(0)} ms`);

      const served = await fetch(`${server.url}${body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(Number(served.headers.get("content-length"))).toBe(bytes.length);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1600 });

      const again = await fetch(`${server.url}${body.url}`, {
        headers: { "If-None-Match": served.headers.get("etag")! },
      });
      expect(again.status).toBe(304);
      const head = await fetch(`${server.url}${body.url}`, { method: "HEAD" });
      expect([head.status, head.headers.get("content-length")]).toEqual([200, String(bytes.length)]);
      const smaller = await fetch(`${server.url}${body.url.replace("-1600.webp", "-480.webp")}`);
      expect(smaller.status).toBe(200);
      // Stored where the settings say, and only there.
      const key = body.url.replace("/uploads/", "");
      const onDisk = fs.existsSync(path.join(dataDir, "uploads", key));
      expect(onDisk).toBe(kind === "local");
      if (s3) expect(await s3.keys()).toContain(key);
    });

    it("refuses an HTML file named .jpg with 'Invalid file type'", async () => {
      const response = await upload(Buffer.from("<html><script>alert(1)</script></html>"), "cat.jpg", admin);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        ok: false,
        title: "Invalid file type",
        error: "Please upload an image file",
      });
    });

    it("refuses a 30000 × 30000 PNG bomb with a clear message", async () => {
      const response = await upload(pngBomb(30000, 30000), "bomb.png", admin);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, title: "Image too large" });
    });

    it("answers 413 to a 26 MB upload before the body is sent", async () => {
      const total = 26 * 1024 * 1024;
      const { status, sentBeforeAnswer, json, connection } = await new Promise<{
        status: number;
        sentBeforeAnswer: number;
        json: unknown;
        connection?: string;
      }>((resolve, reject) => {
        let sent = 0;
        const request = http.request(`${server.url}/admin/uploads`, {
          method: "POST",
          headers: {
            Cookie: admin,
            "Content-Type": "multipart/form-data; boundary=slow",
            "Content-Length": String(total),
          },
        });
        const timer = setInterval(() => {
          if (sent >= total) return clearInterval(timer);
          request.write(Buffer.alloc(16 * 1024));
          sent += 16 * 1024;
        }, 50);
        request.on("response", (response) => {
          const sentBeforeAnswer = sent;
          clearInterval(timer);
          let text = "";
          response.on("data", (c: Buffer) => (text += c.toString()));
          response.on("end", () => {
            request.destroy();
            resolve({
              status: response.statusCode!,
              sentBeforeAnswer,
              json: JSON.parse(text),
              connection: response.headers.connection,
            });
          });
        });
        request.on("error", (error) => {
          clearInterval(timer);
          reject(error);
        });
      });
      expect(status).toBe(413);
      expect(json).toEqual({
        ok: false,
        title: "File too large",
        error: "Please upload an image smaller than 25MB",
      });
      console.log(`413 answered after ${sentBeforeAnswer} of ${total} bytes were sent`);
      expect(sentBeforeAnswer).toBeLessThan(total / 4);
      expect(connection).toBe("close");
    });

    it("stops reading a body without Content-Length at 25 MB and answers 413", async () => {
      const big = Buffer.concat([
        Buffer.from('--chunked\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n'),
        await photo(64, 64),
        Buffer.alloc(26 * 1024 * 1024),
      ]);
      const { status, json } = await new Promise<{ status: number; json: unknown }>((resolve, reject) => {
        const request = http.request(`${server.url}/admin/uploads`, {
          method: "POST",
          headers: { Cookie: admin, "Content-Type": "multipart/form-data; boundary=chunked" },
        });
        request.on("response", (response) => {
          let text = "";
          response.on("data", (c: Buffer) => (text += c.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
        });
        request.on("error", reject);
        request.end(big);
      });
      expect(status).toBe(413);
      expect(json).toMatchObject({ title: "File too large" });
    });

    it("leaves no temporary file behind", async () => {
      expect(fs.readdirSync(tempDir).filter((name) => name.startsWith("borderland-upload-"))).toEqual([]);
    });
  });

  describe("GET /uploads/*", () => {
    it("answers 404 for unknown keys and anything that is not a key", async () => {
      for (const pathname of [
        "/uploads/unknown-480.webp",
        "/uploads/",
        "/uploads/..%2F..%2Fpackage.json",
        "/uploads/%2e%2e/server.lock",
        "/uploads/a/b.webp",
      ]) {
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(404);
      }
      const raw = await new Promise<number>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port: new URL(server.url).port, path: "/uploads/../../server.lock" },
            (r) => {
              r.resume();
              resolve(r.statusCode!);
            },
          )
          .on("error", reject);
      });
      expect(raw).not.toBe(200);
    });
  });
});
