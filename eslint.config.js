import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The layers (docs/architecture.md). Each rule names a kind of import one part of the tree may not
// make; a file gets every rule of every part it belongs to. The patterns read the import's text:
// `~/` is app/, `#shared/` is shared/, and relative paths name the folders they cross.
const LAYERS = {
  app: {
    regex: "^~/|(^|/)app/",
    message: "server/ and shared/ never import app/: move what both sides use to shared/.",
  },
  server: {
    regex: "(^|/)server/",
    message:
      "Only *.server.ts files in app/ reach server/ (shared/ never does): the browser's bundle must not pull in server code.",
  },
  http: {
    regex: "(^|/)http/",
    message:
      "Domain modules (server/modules) do not import server/http: take what they need as an argument, or move it into the module.",
  },
  db: {
    regex: "(^|/)server/db/",
    message:
      "Routes do not reach the database: call a domain function in server/modules from a *.server.ts file.",
  },
  rootData: {
    regex: "(^|/)lib/root-data(\\.ts)?$",
    message: "Islands get the root's data as props (decision 0063): the server renders them with it.",
  },
  root: {
    regex: "(^|/)root(\\.tsx)?$",
    message:
      "Components do not import app/root.tsx (an import cycle): read the root's data with useRootData from ~/lib/root-data.ts.",
  },
};
// Everywhere: zod only as shared/zod.ts sets it up, compiling no code at run time (the pages' CSP).
const ROUTER = {
  name: "react-router",
  message:
    "Islands run without the client router (decision 0063): plain links, useAction for posts, the page's data as props.",
};
const ZOD = {
  name: "zod",
  message:
    "Import { z } from '#shared/zod.ts': it is set never to evaluate code, which the pages' CSP refuses.",
};
const SERVER_FILES = ["app/**/*.server.ts", "app/**/*.server.tsx"];
// The queue's doors (decision 0060): only server/modules/jobs touches the jobs table, by its Drizzle
// object or by SQL, and only its mail job makes an SMTP transport; every other mail is queued.
const MAIL_ONLY_QUEUED =
  "Mail is sent only by the queue's mail job: queue it with the Outbox (services.mailer) or queueMail from server/modules/jobs/mail.ts.";
const QUEUE_ONLY = [
  {
    selector: "ImportSpecifier[imported.name='jobs']",
    message:
      "Only server/modules/jobs reads or writes the jobs table: use enqueue, ensure, cancel or listOpen from server/modules/jobs/queue.ts.",
  },
  {
    selector: "TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from|from|join)\\s+jobs\\b/i]",
    message:
      "Only server/modules/jobs reads or writes the jobs table: use enqueue, ensure, cancel or listOpen from server/modules/jobs/queue.ts.",
  },
  {
    selector: "ImportDeclaration[source.value='nodemailer'], ImportSpecifier[imported.name='createMailer']",
    message: MAIL_ONLY_QUEUED,
  },
];
// server/main.ts hands the queue its transports (mailTransports): no other file may.
const TRANSPORTS = { selector: "ImportSpecifier[imported.name='mailTransports']", message: MAIL_ONLY_QUEUED };
const QUEUE_FILES = [
  "server/**/*.{ts,tsx}",
  "app/**/*.{ts,tsx}",
  "scripts/**/*.{ts,mjs}",
  "shared/**/*.{ts,tsx}",
];
const QUEUE_IGNORES = ["server/modules/jobs/**", "server/providers/mail.ts", "**/*.test.ts", "**/*.test.tsx"];
const queueOnly = [
  {
    files: QUEUE_FILES,
    ignores: [...QUEUE_IGNORES, "server/main.ts"],
    rules: { "no-restricted-syntax": ["error", ...QUEUE_ONLY, TRANSPORTS] },
  },
  { files: ["server/main.ts"], rules: { "no-restricted-syntax": ["error", ...QUEUE_ONLY] } },
];
const layer = (files, names, ignores, paths = [ZOD]) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { "no-restricted-imports": ["error", { paths, patterns: names.map((name) => LAYERS[name]) }] },
});

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "screenshots/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Worker threads' sources, started with `eval` (server/modules/imports/convert.ts): CommonJS in Node.
    files: ["server/**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", Buffer: "readonly", TextDecoder: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Later entries win for a file they match, so each lists every rule its files are under.
  layer(["server/**/*.{ts,tsx}"], ["app"]),
  layer(["server/modules/**/*.{ts,tsx}"], ["app", "http"]),
  layer(["shared/**/*.{ts,tsx}"], ["app", "server"]),
  layer(["app/**/*.{ts,tsx}"], ["server"], SERVER_FILES),
  layer(SERVER_FILES, []),
  layer(["app/routes/**/*.{ts,tsx}"], ["server", "db"], SERVER_FILES),
  layer(
    SERVER_FILES.map((glob) => glob.replace("app/**", "app/routes/**")),
    ["db"],
  ),
  layer(["app/components/**/*.{ts,tsx}"], ["server", "root"]),
  layer(["app/islands/**/*.{ts,tsx}"], ["server", "root", "rootData"], undefined, [ZOD, ROUTER]),
  layer(["shared/zod.ts"], ["app", "server"], undefined, []),
  ...queueOnly,
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
