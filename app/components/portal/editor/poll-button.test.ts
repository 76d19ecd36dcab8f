import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MainFields } from "./publish-fields.tsx";
import type { PublishKind } from "./publish-texts.ts";
import { emptyValues } from "./publish-values.ts";

const noop = () => {};

/** The editor's text field of a kind, as the server renders it (its toolbar is there before Quill). */
function mainFields(kind: PublishKind) {
  const element = createElement(MainFields, {
    kind,
    values: emptyValues(kind),
    editorRef: null,
    onTitle: noop,
    onChange: noop,
    onImport: noop,
  });
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

// Decision 0077: a static page's save refuses a poll (server/modules/polls/preview.test.ts), so its editor
// does not offer one; the pieces' editors do (tests/e2e/polls.test.ts adds one with it).
describe("the editor's Poll button", () => {
  it("is on the toolbar of articles, opinion pieces and creative pieces, not of static pages", () => {
    const offered = (kind: PublishKind) => mainFields(kind).includes('aria-label="Poll"');
    expect(
      Object.fromEntries((["article", "opinion", "creative", "page"] as const).map((k) => [k, offered(k)])),
    ).toEqual({ article: true, opinion: true, creative: true, page: false });
  });
});
