import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkWebVtt } from "./captions.ts";
import { BrokenContainer, readContainer } from "./containers.ts";
import { checkFirstBytes, Refused } from "./sniff.ts";

const fixture = (name: string) => path.join("tests/fixtures/media", name);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-containers-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("containers: duration and size read from the headers (fixtures made once with ffmpeg)", () => {
  it.each([
    ["clip.mp4", "video/mp4", { durationSeconds: 2, width: 160, height: 90, codecs: ["avc1", "mp4a"] }],
    ["clip.webm", "video/webm", { durationSeconds: 2, width: 160, height: 90, codecs: ["V_VP8"] }],
    ["tone.m4a", "audio/mp4", { durationSeconds: 3, width: null, height: null, codecs: ["mp4a"] }],
    ["tone.ogg", "audio/ogg", { durationSeconds: 3, width: null, height: null, codecs: ["vorbis"] }],
    ["tone.wav", "audio/wav", { durationSeconds: 1, width: null, height: null, codecs: [] }],
    // 3.06 s with the encoder's delay, from the Info header's frame count; whole seconds round up.
    ["tone.mp3", "audio/mpeg", { durationSeconds: 4, width: null, height: null, codecs: [] }],
  ])("%s", async (name, mimeType, expected) => {
    expect(await readContainer(fixture(name), mimeType)).toEqual(expected);
  });

  it("an MP4 cut short, or with its boxes scrambled, is broken", async () => {
    const bytes = fs.readFileSync(fixture("clip.mp4"));
    const cut = path.join(work, "cut.mp4");
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 2000));
    await expect(readContainer(cut, "video/mp4")).rejects.toBeInstanceOf(BrokenContainer);
    const scrambled = Buffer.from(bytes);
    scrambled.fill(0x41, 40, 200);
    const bad = path.join(work, "scrambled.mp4");
    fs.writeFileSync(bad, scrambled);
    await expect(readContainer(bad, "video/mp4")).rejects.toBeInstanceOf(BrokenContainer);
  });

  it("a WAV without its data chunk is broken", async () => {
    const file = path.join(work, "short.wav");
    fs.writeFileSync(file, fs.readFileSync(fixture("tone.wav")).subarray(0, 30));
    await expect(readContainer(file, "audio/wav")).rejects.toBeInstanceOf(BrokenContainer);
  });
});

describe("sniffing: the bytes must be what the extension says", () => {
  const first = (name: string) => new Uint8Array(fs.readFileSync(fixture(name)));
  it.each([
    ["mp4", "clip.mp4"],
    ["webm", "clip.webm"],
    ["mp3", "tone.mp3"],
    ["m4a", "tone.m4a"],
    ["ogg", "tone.ogg"],
    ["wav", "tone.wav"],
    ["vtt", "captions.vtt"],
  ])("takes a real .%s", async (extension, name) => {
    await expect(checkFirstBytes(extension, first(name), true)).resolves.toBeUndefined();
  });

  it("refuses an MP3 named .mp4 and a JPEG named .webm, naming what they are", async () => {
    await expect(checkFirstBytes("mp4", first("tone.mp3"), false)).rejects.toThrow(
      "This file's name says MP4, but its contents are MP3.",
    );
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    ]);
    await expect(checkFirstBytes("webm", jpeg, false)).rejects.toThrow("its contents are a JPEG image");
    await expect(checkFirstBytes("wav", new TextEncoder().encode("hello"), false)).rejects.toThrow(
      "its contents are not a file we take",
    );
    await expect(checkFirstBytes("exe", first("clip.mp4"), false)).rejects.toBeInstanceOf(Refused);
  });
});

describe("WebVTT", () => {
  const vtt = (text: string) => checkWebVtt(new TextEncoder().encode(text));
  it("takes a file with its signature and valid time lines, a BOM and CRLF included", () => {
    expect(
      vtt("\uFEFFWEBVTT - captions\r\n\r\n1\r\n00:01.000 --> 00:02.500 align:start\r\nHello\r\n"),
    ).toEqual({
      ok: true,
      cues: 1,
    });
  });
  it("refuses an SRT file, a bad time line, a file with no cues, and bytes that are not UTF-8", () => {
    expect(vtt("1\n00:00:01,000 --> 00:00:02,000\nHello\n")).toEqual({ ok: false, reason: "not" });
    expect(vtt("WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHello\n")).toEqual({ ok: false, reason: "not" });
    expect(vtt("WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n")).toEqual({ ok: false, reason: "not" });
    expect(vtt("WEBVTT\n\nNOTE nothing here\n")).toEqual({ ok: false, reason: "empty" });
    expect(checkWebVtt(new Uint8Array([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toEqual({
      ok: false,
      reason: "not",
    });
  });
});
