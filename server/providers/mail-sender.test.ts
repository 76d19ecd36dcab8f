import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it, vi } from "vitest";
import { createMailer } from "./mail.ts";
import { mailSender } from "./mail-sender.ts";

it("sends in the site's current name when MAIL_FROM is unset or a bare address", async () => {
  let name = "Borderland Times";
  const siteName = async () => name;
  expect(await mailSender(undefined, siteName)()).toEqual({ name, address: "no-reply@localhost" });
  name = "Hill Post";
  expect(await mailSender(undefined, siteName)()).toEqual({
    name: "Hill Post",
    address: "no-reply@localhost",
  });
  expect(await mailSender("desk@paper.org", siteName)()).toEqual({
    name: "Hill Post",
    address: "desk@paper.org",
  });
  expect(await mailSender("<desk@paper.org>", siteName)()).toEqual({
    name: "Hill Post",
    address: "desk@paper.org",
  });
});

it("keeps a MAIL_FROM that names its sender", async () => {
  const siteName = async () => "Ignored";
  expect(await mailSender("Night Desk <desk@paper.org>", siteName)()).toEqual({
    name: "Night Desk",
    address: "desk@paper.org",
  });
  expect(await mailSender('"Desk, Night" <desk@paper.org>', siteName)()).toEqual({
    name: "Desk, Night",
    address: "desk@paper.org",
  });
});

it("writes the sender as the site is named when each message leaves, quoted whatever it contains", async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-sender-"));
  let name = "Borderland Times";
  const mailer = createMailer({ from: mailSender(undefined, async () => name), outboxDir });
  const message = { to: "reader@example.org", subject: "Hi", text: "Hello", html: "<p>Hello</p>" };
  await mailer.send(message);
  name = 'The "Hill", Post <x@evil.example>';
  await mailer.send(message);
  const froms = fs
    .readdirSync(outboxDir)
    .sort()
    .map((f) => fs.readFileSync(path.join(outboxDir, f), "utf8").match(/^From: (.*)$/m)?.[1]);
  expect(froms[0]).toBe("Borderland Times <no-reply@localhost>");
  expect(froms[1]).toMatch(/<no-reply@localhost>$/);
  expect(froms[1]).not.toMatch(/^[^"]*<x@evil\.example>/);
  vi.restoreAllMocks();
});
