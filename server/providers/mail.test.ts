import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { createMailer } from "./mail.ts";

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-outbox-"));
afterEach(() => vi.restoreAllMocks());

it("writes each message to the outbox as an .eml file with a text and an HTML part, and logs its links", async () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const mailer = createMailer({ from: "Borderland Times <no-reply@localhost>", outboxDir });
  await mailer.send({
    to: "reader@example.org",
    subject: "Confirm your email for Borderland Times",
    text: "Open http://localhost:3000/auth/callback?type=signup&token=abc to confirm.",
    html: "<p>Open the link to confirm.</p>",
    headers: { "List-Unsubscribe": "<http://localhost:3000/unsubscribe?token=x>" },
  });
  const [file] = fs.readdirSync(outboxDir);
  const eml = fs.readFileSync(path.join(outboxDir, file!), "utf8");
  expect(file).toMatch(/\.eml$/);
  expect(eml).toMatch(/^From: Borderland Times <no-reply@localhost>$/m);
  expect(eml).toMatch(/^To: reader@example\.org$/m);
  expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?token=x>$/m);
  expect(eml).toContain("Content-Type: text/plain");
  expect(eml).toContain("Content-Type: text/html");
  expect(log.mock.calls.flat().join(" ")).toContain(
    "http://localhost:3000/auth/callback?type=signup&token=abc",
  );
});
