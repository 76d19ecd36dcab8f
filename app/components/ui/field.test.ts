import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox.tsx";
import { Field } from "./field.tsx";
import { Select } from "./select.tsx";
import { TextArea } from "./text-area.tsx";

/** The control's attributes, its label's text and the texts its aria-describedby names. */
function read(element: React.ReactElement) {
  const markup = renderToStaticMarkup(element);
  const tag = markup.match(/<(input|textarea|select)\b([^>]*)>/)![2]!;
  const attributes = Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]),
  );
  const textOf = (id: string) => markup.match(new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`))?.[1];
  return {
    attributes,
    label: markup.match(new RegExp(`<label for="${attributes.id}"[^>]*>(.*?)</label>`))?.[1],
    described: attributes["aria-describedby"]?.split(" ").map(textOf),
  };
}

const notes = { label: "Email", hint: "Your address.", error: "Wrong." };

describe("the kit's fields", () => {
  it.each([
    ["Field", () => createElement(Field, notes)],
    ["TextArea", () => createElement(TextArea, notes)],
    ["Select", () => createElement(Select, { ...notes, options: [{ value: "a", label: "A" }] })],
    ["Checkbox", () => createElement(Checkbox, notes)],
  ] as const)("%s ties its label, hint and error to its control", (_, make) => {
    const { attributes, label, described } = read(make());
    expect(label).toBe("Email");
    expect(attributes["aria-invalid"]).toBe("true");
    expect(described).toEqual(["Your address.", "Wrong."]);
  });

  it("marks a required field with an asterisk hidden from screen readers, unless unmarked", () => {
    const marked = read(createElement(Field, { label: "Title", required: true }));
    expect(marked.attributes).toHaveProperty("required");
    expect(marked.label).toBe('Title<span aria-hidden="true" class="text-accent"> *</span>');
    const unmarked = read(createElement(Field, { label: "Title", required: true, unmarked: true }));
    expect(unmarked.attributes).toHaveProperty("required");
    expect(unmarked.label).toBe("Title");
  });

  it("leaves a valid field without aria-invalid or aria-describedby", () => {
    const { attributes } = read(createElement(Field, { label: "Title" }));
    expect(attributes).not.toHaveProperty("aria-invalid");
    expect(attributes).not.toHaveProperty("aria-describedby");
  });
});
