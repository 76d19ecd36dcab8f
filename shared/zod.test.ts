import { afterAll, expect, it } from "vitest";

// Every use of the Function constructor (what 'unsafe-eval' guards) is counted from here on.
const made: string[] = [];
const original = globalThis.Function;
globalThis.Function = new Proxy(original, {
  construct(target, args) {
    made.push(args.join(", "));
    return Reflect.construct(target, args);
  },
  apply(target, self, args) {
    made.push(args.join(", "));
    return Reflect.apply(target, self, args);
  },
});
afterAll(() => {
  globalThis.Function = original;
});

it("makes and checks the shared schemas without evaluating code, as the pages' CSP requires", async () => {
  const { articleCreateForm } = await import("./schemas/article.ts");
  const { z } = await import("./zod.ts");
  const checked = z.object({ title: z.string(), tags: z.array(z.string()) });
  expect(checked.parse({ title: "The bridge", tags: ["a"] })).toEqual({ title: "The bridge", tags: ["a"] });
  expect(articleCreateForm.parse({ title: "The bridge" }).title).toBe("The bridge");
  expect(made).toEqual([]);
});
