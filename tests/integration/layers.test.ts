import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of eslint.config.js (docs/architecture.md), run on sample files that break them:
// each forbidden import fails lint with its rule's message, and the allowed ones pass.
const eslint = new ESLint();

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const forbidden: [string, string, string][] = [
  ["server/modules/sample.ts", 'import { CATEGORIES } from "../../app/lib/meta.ts";', "never import app/"],
  ["server/http/sample.ts", 'import { meta } from "~/lib/meta.ts";', "never import app/"],
  [
    "server/modules/accounts/sample.ts",
    'import { setCookie } from "../../http/cookies.ts";',
    "do not import server/http",
  ],
  [
    "shared/sample.ts",
    'import { db } from "../server/db/client.ts";',
    "Only *.server.ts files in app/ reach server/",
  ],
  ["shared/sample.ts", 'import { pageMeta } from "~/lib/meta.ts";', "never import app/"],
  [
    "app/routes/sample.server.ts",
    'import type { Db } from "../../server/db/client.ts";',
    "Routes do not reach the database",
  ],
  [
    "app/components/sample.tsx",
    'import { useRootData } from "~/root.tsx";',
    "Components do not import app/root.tsx",
  ],
  [
    "app/components/sample.tsx",
    'import { x } from "../../server/modules/errors.ts";',
    "Only *.server.ts files",
  ],
  ["app/lib/sample.ts", 'import { x } from "../../server/modules/errors.ts";', "Only *.server.ts files"],
  ["app/routes/sample.tsx", 'import { x } from "../../server/modules/errors.ts";', "Only *.server.ts files"],
  ...["shared/sample.ts", "app/lib/sample.ts", "app/lib/sample.server.ts", "server/modules/sample.ts"].map(
    (file): [string, string, string] => [
      file,
      'import { z } from "zod";',
      "Import { z } from '#shared/zod.ts'",
    ],
  ),
];

describe("the layer rules", () => {
  it.each(forbidden)("refuses %s: %s", async (file, code, message) => {
    const found = await messages(file, `${code}\n`);
    expect(found.join("\n")).toContain("no-restricted-imports");
    expect(found.join("\n")).toContain(message);
  });

  it("lets each layer import what it may", async () => {
    const allowed: [string, string][] = [
      ["server/modules/sample.ts", 'import { CATEGORIES } from "#shared/categories.ts";'],
      ["server/http/sample.ts", 'import { NotFound } from "../modules/errors.ts";'],
      ["app/routes/sample.server.ts", 'import { NotFound } from "../../server/modules/errors.ts";'],
      ["app/components/sample.tsx", 'import { useRootData } from "~/lib/root-data.ts";'],
      ["shared/sample.ts", 'import { z } from "#shared/zod.ts";'],
      ["app/components/sample.tsx", 'import { renderToString } from "react-dom/server";'],
    ];
    for (const [file, code] of allowed)
      expect(await messages(file, `${code}\n`), file).not.toContainEqual(
        expect.stringContaining("no-restricted-imports"),
      );
  });
});
