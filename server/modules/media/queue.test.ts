import { describe, expect, it } from "vitest";
import { createQueue } from "./queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the work queue", () => {
  it("runs at most `limit` tasks at once, in the order they came, through failures", async () => {
    const run = createQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running--;
          if (i === 3) throw new Error("task 3 fails");
          return i;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
  });
});
