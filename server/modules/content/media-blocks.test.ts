import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize.ts";
import { audioHtml, videoHtml, videosWithoutCaptions } from "#shared/media-blocks.ts";

const captioned = videoHtml({
  src: "/uploads/abcDEF123.mp4",
  poster: "/uploads/poster_1-1600.webp",
  width: 1280,
  height: 720,
  captions: { src: "/uploads/capt-1.vtt", srclang: "en", label: "English" },
});

describe("video and audio blocks (issue 41)", () => {
  it("keeps a video with its poster and captions track, and an audio player, through the sanitizer", () => {
    expect(sanitizeContent(captioned)).toBe(
      '<video controls preload="metadata" src="/uploads/abcDEF123.mp4" poster="/uploads/poster_1-1600.webp" width="1280" height="720"><track kind="captions" src="/uploads/capt-1.vtt" label="English" default srclang="en" /></video>',
    );
    expect(sanitizeContent(audioHtml({ src: "https://media.example.org/k_1.mp3" }))).toBe(
      '<audio controls preload="metadata" src="https://media.example.org/k_1.mp3"></audio>',
    );
  });

  it("drops players of files that are not stored uploads of their kind, and anything that runs", () => {
    const html = [
      '<video src="javascript:alert(1)"></video>',
      '<video src="/uploads/a.mp4" autoplay onplay="x()" poster="javascript:1"><track src="/uploads/x.php" kind="metadata"><script>x()</script></video>',
      '<audio src="/uploads/a.mp4"></audio>',
      '<audio src="https://evil.example/x.php"></audio>',
    ].join("");
    expect(sanitizeContent(html)).toBe('<video controls preload="metadata" src="/uploads/a.mp4"></video>');
  });

  it("counts the videos without a captions track, for the flag beside Publish", () => {
    const bare = videoHtml({ src: "/uploads/b.webm" });
    expect(videosWithoutCaptions(`<p>Hi</p>${captioned}${bare}${audioHtml({ src: "/uploads/c.mp3" })}`)).toBe(
      1,
    );
    expect(videosWithoutCaptions(`${bare}${bare}`)).toBe(2);
    expect(videosWithoutCaptions("<p>No video</p>")).toBe(0);
  });
});
