import { expect, it } from "vitest";
import type { LiveView } from "#shared/live.ts";
import { countNew, framedOnly, newUpdatesLabel, pollLive } from "./live-poll.ts";

const view = (ids: string[], live = true) =>
  ({ articleId: "a", live, entries: ids.map((id) => ({ id })) }) as unknown as LiveView;

/** A clock the test moves by hand, and a network that answers from a list. */
function harness(answers: LiveView[], visible = () => true) {
  const timers: (() => void)[] = [];
  const asked: string[] = [];
  const heard: LiveView[] = [];
  const stop = pollLive({
    url: "/live/a",
    heard: (v) => heard.push(v),
    visible,
    fetch: async (url) => {
      asked.push(url);
      return Response.json(answers.shift());
    },
    later: (run) => timers.push(run),
    cancel: () => {},
  });
  const tick = async () => {
    timers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { timers, asked, heard, stop, tick };
}

it("counts the entries a reader has not seen, and says how many", () => {
  expect(countNew(["1", "2"], [{ id: "3" }, { id: "1" }, { id: "2" }])).toBe(1);
  expect(countNew(["1"], [{ id: "1" }])).toBe(0);
  expect([newUpdatesLabel(1), newUpdatesLabel(3)]).toEqual(["1 new update", "3 new updates"]);
});

it("polls while the blog is live, and stops once it has ended", async () => {
  const h = harness([view(["1"]), view(["2", "1"], false)]);
  await h.tick();
  await h.tick();
  expect(h.asked).toEqual(["/live/a", "/live/a"]);
  expect(h.heard.map((v) => v.entries.length)).toEqual([1, 2]);
  expect(h.timers).toHaveLength(0);
});

it("asks nothing while the page is hidden, and nothing after stop", async () => {
  let shown = false;
  const h = harness([view(["1"])], () => shown);
  await h.tick();
  expect(h.asked).toEqual([]);
  shown = true;
  h.stop();
  await h.tick();
  expect(h.asked).toEqual([]);
});

it("leaves a new entry's embed a plain link when the page may not frame its provider", () => {
  const facade = (frame: string) =>
    `<figure class="embed-facade"><a class="embed-open" href="https://x.test/v" data-frame="${frame}" data-sandbox="allow-scripts">Play</a></figure>`;
  const youtube = "https://www.youtube-nocookie.com/embed/abc?autoplay=1&amp;rel=0";
  const html = facade(youtube) + facade("https://player.vimeo.com/video/1");
  expect(framedOnly(html, ["https://www.youtube-nocookie.com"])).toBe(
    facade(youtube) + facade("https://player.vimeo.com/video/1").replace(/ data-frame="[^"]*"/, ""),
  );
  expect(framedOnly(facade("not an address"), ["https://www.youtube-nocookie.com"])).not.toContain(
    "data-frame",
  );
});
