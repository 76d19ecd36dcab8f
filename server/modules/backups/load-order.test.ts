import { describe, expect, it } from "vitest";
import { loadOrder, parentsFirst } from "./load-order.ts";

const key = (from: string, to: string, columns = ["ref"], references = ["id"]) => ({
  from,
  to,
  columns,
  references,
});

describe("The order of a restore's loading", () => {
  it("puts every table after the tables it references, its references to itself aside", () => {
    const keys = [
      key("comments", "articles"),
      key("comments", "users"),
      key("comments", "comments"),
      key("articles", "users"),
    ];
    expect(loadOrder(["comments", "articles", "users"], keys)).toEqual(["users", "articles", "comments"]);
    expect(() => loadOrder(["a", "b"], [key("a", "b"), key("b", "a")])).toThrow(
      "The tables a, b reference each other in a cycle.",
    );
  });

  it("puts a self-referencing table's rows after the rows they reference, whatever order they came in", () => {
    const rows = [
      { id: 3, ref: 2 },
      { id: 2, ref: 1 },
      { id: 1, ref: null },
      { id: 4, ref: 1 },
    ].map((row) => JSON.stringify(row));
    const ordered = parentsFirst(rows, [key("comments", "comments")]).map((line) => JSON.parse(line).id);
    expect(ordered).toEqual([1, 2, 4, 3]);
    expect(() => parentsFirst(['{"id":1,"ref":2}', '{"id":2,"ref":1}'], [key("t", "t")])).toThrow(
      "in a cycle",
    );
  });
});
