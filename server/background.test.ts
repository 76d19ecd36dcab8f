import { describe, expect, it } from "vitest";
import { createBackground } from "./background.ts";

describe("background tasks", () => {
  it("starts a task only after the caller has moved on, and settles when it is done", async () => {
    const background = createBackground();
    const order: string[] = [];
    background.run("task", async () => void order.push("task"));
    order.push("answer");
    await background.settled();
    expect(order).toEqual(["answer", "task"]);
  });

  it("logs a failure under its label, without the password of any URL in it, and never throws", async () => {
    const logged: string[] = [];
    const background = createBackground((message) => logged.push(message));
    background.run("Password reset mail", async () => {
      throw new Error("connect to smtp://mailer:hunter2@mail.example.org refused");
    });
    await expect(background.settled()).resolves.toBeUndefined();
    expect(logged).toEqual([
      "Password reset mail failed: connect to smtp://mailer:***@mail.example.org refused",
    ]);
  });

  it("waits for tasks that tasks start", async () => {
    const background = createBackground();
    let finished = false;
    background.run("outer", async () => {
      background.run("inner", async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      });
    });
    await background.settled();
    expect(finished).toBe(true);
  });
});
