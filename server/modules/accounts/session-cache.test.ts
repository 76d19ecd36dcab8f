import { describe, expect, it } from "vitest";
import { SessionCache, type SessionRow } from "./session-cache.ts";

const T = 1_800_000_000_000;
const row = (id: string, overrides: Partial<SessionRow> = {}): SessionRow => ({
  id,
  email: `${id}@example.org`,
  name: null,
  username: null,
  role: "reader",
  pendingSecondFactor: false,
  lastSeenAt: new Date(T),
  idleExpiresAt: new Date(T + 10_000),
  absoluteExpiresAt: new Date(T + 20_000),
  ...overrides,
});

describe("SessionCache", () => {
  it("keeps a session and a cookie that is none, until its time to live is over", () => {
    const cache = new SessionCache(10, 1000);
    cache.set("a", row("u1"), cache.generation, T);
    cache.set("b", null, cache.generation, T);
    expect(cache.get("a", T + 999)?.id).toBe("u1");
    expect(cache.get("b", T + 999)).toBeNull();
    expect(cache.get("a", T + 1000)).toBeUndefined();
    expect(cache.get("b", T - 1)).toBeUndefined();
    expect(cache.get("c", T)).toBeUndefined();
  });

  it("answers none for a kept session past its idle or absolute expiry", () => {
    const cache = new SessionCache(10, 60_000);
    cache.set("idle", row("u1"), cache.generation, T);
    cache.set("absolute", row("u2", { idleExpiresAt: new Date(T + 30_000) }), cache.generation, T);
    expect(cache.get("idle", T + 9_999)).not.toBeNull();
    expect(cache.get("idle", T + 10_000)).toBeNull();
    expect(cache.get("absolute", T + 19_999)).not.toBeNull();
    expect(cache.get("absolute", T + 20_000)).toBeNull();
  });

  it("does not keep what a read found when a change was heard while it read", () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.drop("s:someone-else");
    cache.set("a", row("u1"), before, T);
    expect(cache.get("a", T)).toBeUndefined();
    cache.set("a", row("u1"), cache.generation, T);
    expect(cache.get("a", T)).not.toBeUndefined();
  });

  it("drops a session, a user's sessions, or everything, as the notice says", () => {
    const cache = new SessionCache();
    const fill = () => {
      for (const [idHash, user] of [
        ["a", "u1"],
        ["b", "u1"],
        ["c", "u2"],
      ] as const)
        cache.set(idHash, row(user), cache.generation, T);
      cache.set("none", null, cache.generation, T);
    };
    fill();
    cache.drop("s:a");
    expect(["a", "b", "c", "none"].map((k) => cache.get(k, T) !== undefined)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    cache.drop("u:u1");
    expect(["a", "b", "c", "none"].map((k) => cache.get(k, T) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    cache.drop("*");
    expect(cache.size).toBe(0);
    fill();
    cache.drop("something new");
    expect(cache.size).toBe(0);
  });

  it("keeps at most its number of entries, dropping the oldest first", () => {
    const cache = new SessionCache(3);
    for (const idHash of ["a", "b", "c", "d"]) cache.set(idHash, null, cache.generation, T);
    expect(cache.size).toBe(3);
    expect(cache.get("a", T)).toBeUndefined();
    expect(cache.get("d", T)).toBeNull();
  });
});
