import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Autosave, type Outcome, type SaveRequest } from "./autosave.ts";

type Fields = { text: string };

/** A server that answers each request when the test says so. */
function fakeServer() {
  const requests: SaveRequest<Fields>[] = [];
  const answers: ((outcome: Outcome<Fields>) => void)[] = [];
  let version = 1;
  return {
    requests,
    send: (request: SaveRequest<Fields>) => {
      requests.push(request);
      return new Promise<Outcome<Fields>>((resolve) => answers.push(resolve));
    },
    /** Answers the oldest open request as saved, with the next version. */
    async confirm() {
      version += 1;
      answers.shift()!({
        kind: "saved",
        saved: { id: "p1", version, status: "draft", savedAt: "now", hasPending: false },
      });
      await vi.advanceTimersByTimeAsync(0);
    },
    async answer(outcome: Outcome<Fields>) {
      answers.shift()!(outcome);
      await vi.advanceTimersByTimeAsync(0);
    },
    get open() {
      return answers.length;
    },
  };
}

describe("Autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (server: ReturnType<typeof fakeServer>, online = () => true) => {
    const states: string[] = [];
    const autosave = new Autosave<Fields>({
      id: null,
      baseVersion: null,
      send: server.send,
      onState: (s) => states.push(s),
      isOnline: online,
    });
    return { autosave, states };
  };

  it("saves 2 s after the last keystroke, not before", async () => {
    const server = fakeServer();
    const { autosave } = make(server);
    autosave.change({ text: "a" });
    await vi.advanceTimersByTimeAsync(1500);
    autosave.change({ text: "ab" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toEqual([
      { intent: "autosave", id: null, baseVersion: null, fields: { text: "ab" } },
    ]);
  });

  it("saves at least every 10 s while the typing goes on", async () => {
    const server = fakeServer();
    const { autosave } = make(server);
    for (let t = 0; t < 10_000; t += 500) {
      autosave.change({ text: `t${t}` });
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.fields.text).toBe("t9500");
  });

  it("sends one request at a time; a change made meanwhile goes after, on the answered version", async () => {
    const server = fakeServer();
    const { autosave, states } = make(server);
    autosave.change({ text: "first" });
    await vi.advanceTimersByTimeAsync(2000);
    autosave.change({ text: "second" });
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.open).toBe(1);
    await server.confirm();
    expect(server.requests[1]).toEqual({
      intent: "autosave",
      id: "p1",
      baseVersion: 2,
      fields: { text: "second" },
    });
    await server.confirm();
    expect(autosave.baseVersion).toBe(3);
    expect(autosave.hasUnsaved).toBe(false);
    expect(states.at(-1)).toBe("saved");
  });

  it("runs an explicit publish after the autosave in flight, with its version", async () => {
    const server = fakeServer();
    const { autosave } = make(server);
    autosave.change({ text: "draft" });
    await vi.advanceTimersByTimeAsync(2000);
    const published = autosave.run("publish", { text: "final" });
    expect(server.requests).toHaveLength(1);
    await server.confirm();
    expect(server.requests[1]).toMatchObject({
      intent: "publish",
      id: "p1",
      baseVersion: 2,
      fields: { text: "final" },
    });
    await server.confirm();
    await expect(published).resolves.toMatchObject({ kind: "saved" });
  });

  it("retries with growing waits when the network fails, and says offline when it is", async () => {
    const server = fakeServer();
    let online = false;
    const { autosave, states } = make(server, () => online);
    autosave.change({ text: "x" });
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer({ kind: "network" });
    expect(states.at(-1)).toBe("offline");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    online = true;
    await server.answer({ kind: "failed", error: "boom" });
    expect(states.at(-1)).toBe("retrying");
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await server.confirm();
    expect(states.at(-1)).toBe("saved");
    expect(server.requests.at(-1)!.fields.text).toBe("x");
  });

  it("stops at a conflict until the writer chooses, then sends mine over their version", async () => {
    const server = fakeServer();
    const { autosave } = make(server);
    const conflicts: unknown[] = [];
    const a = new Autosave<Fields>({
      id: "p1",
      baseVersion: 4,
      send: server.send,
      onConflict: (theirs, mine) => conflicts.push([theirs.version, mine.text]),
    });
    void autosave;
    a.change({ text: "mine" });
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer({
      kind: "conflict",
      theirs: { version: 7, fields: { text: "theirs" }, savedBy: "Asha", savedAt: "t" },
    });
    expect(conflicts).toEqual([[7, "mine"]]);
    a.change({ text: "mine, more" });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.requests).toHaveLength(1);
    a.keepMine(7);
    expect(server.requests[1]).toEqual({
      intent: "autosave",
      id: "p1",
      baseVersion: 7,
      fields: { text: "mine, more" },
      overwrite: true,
    });
    await server.confirm();
    a.change({ text: "later" });
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.requests[2]).toMatchObject({ baseVersion: 2, fields: { text: "later" } });
    expect(server.requests[2]!.overwrite).toBeUndefined();
  });

  it("waits for a new sign-in after a 401, keeping the changes", async () => {
    const server = fakeServer();
    const { autosave, states } = make(server);
    autosave.change({ text: "kept" });
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer({ kind: "signedOut" });
    expect(states.at(-1)).toBe("signedOut");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
    expect(autosave.hasUnsaved).toBe(true);
    autosave.retry();
    expect(server.requests[1]!.fields.text).toBe("kept");
  });
});
