import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.ts";

const nextTurns = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : setImmediate(() => step(left - 1)));
    step(count);
  });

describe("turns", () => {
  it("starts work in the order it came, none before it is given a turn", async () => {
    const inTurn = createTurns();
    const started: string[] = [];
    for (const name of ["first", "second", "third"]) inTurn(() => started.push(name));
    expect(started).toEqual([]);
    await nextTurns(4);
    expect(started).toEqual(["first", "second", "third"]);
  });

  it("gives the event loop back between two pieces of work", async () => {
    const inTurn = createTurns();
    const events: string[] = [];
    inTurn(() => {
      events.push("first");
      // What the loop has to do meanwhile (reading the next requests) comes before the second.
      setImmediate(() => events.push("the loop's own work"));
    });
    inTurn(() => events.push("second"));
    await nextTurns(4);
    expect(events).toEqual(["first", "the loop's own work", "second"]);
  });

  it("takes work queued while it is idle again", async () => {
    const inTurn = createTurns();
    const started: number[] = [];
    inTurn(() => started.push(1));
    await nextTurns(2);
    inTurn(() => started.push(2));
    inTurn(() => started.push(3));
    await nextTurns(3);
    expect(started).toEqual([1, 2, 3]);
  });
});
