import fc from "fast-check";
import type { RawRequest } from "../helpers/raw-http.ts";

/** What the fuzzer knows of the running site: its URL patterns, and names and values seen in its pages. */
export type Harvest = {
  patterns: string[];
  /** Real values for `:param` segments, by parameter name. */
  params: Record<string, string[]>;
  /** Files served as they are: /favicon.svg, /assets/…, /images/…. */
  files: string[];
  fieldNames: string[];
  /** Values seen in the pages' forms (ids, intents, tokens). */
  values: string[];
  origin: string;
  cookies: { reader: string; admin: string };
};

export type FuzzRequest = RawRequest & { identity: "anonymous" | "reader" | "admin" | "forged" };

const MALFORMED = ["%00", "%E0%A4", "%ZZ", "%", "%C0%AF", "%ED%A0%80", "%2e%2e%2f", "%FF%FE"];
const EDGES = [
  "\0",
  "a\0b",
  "\uD800",
  "x\uDFFFy",
  "\u202Egnp.exe",
  "\u200F\u200E",
  "👩‍👩‍👧‍👦",
  "🏳️‍🌈",
  "e\u0301\u0302\u0303\u0304",
  "\uFEFF",
  "Z̷̢͔̓a̸l̵g̶o̷",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "&=+;",
  "\r\nX-Injected: 1",
  "-1",
  "1e400",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
];

const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...EDGES), maxLength: 6 }),
  fc.constantFrom(...EDGES),
  fc.integer().map(String),
  fc.double().map(String),
  fc.uuid(),
);
const long = fc
  .tuple(fc.constantFrom("a", "é", "ह", "😀", "\0", "%"), fc.integer({ min: 500, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n));

/** A lone surrogate cannot be sent as text; a client sends U+FFFD instead (Buffer.from does too). Its
 * bytes as they would be in UTF-8 (%ED%A0%80) are sent as malformed encoding instead. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
/** Mostly nothing, one time in ten the given text: malformed input on an otherwise sensible request. */
const rarely = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary });
const encode = (value: string) => encodeURIComponent(wellFormed(value));

function values(harvest: Harvest) {
  return fc.oneof(
    { weight: 8, arbitrary: text },
    { weight: 6, arbitrary: fc.constantFrom(...harvest.values) },
    { weight: 1, arbitrary: long },
  );
}

function path(harvest: Harvest) {
  const filled = fc
    .tuple(
      fc.constantFrom(...harvest.patterns),
      fc.array(fc.oneof(fc.constantFrom(...Object.values(harvest.params).flat()), text), {
        minLength: 3,
        maxLength: 3,
      }),
    )
    .map(([pattern, fillers]) => {
      let i = 0;
      return pattern
        .replace(/:(\w+)/g, () => encode(fillers[i++] ?? "x"))
        .replace("*", () => fillers.map(encode).join("/"));
    });
  const base = fc.oneof(
    { weight: 8, arbitrary: filled },
    { weight: 1, arbitrary: fc.constantFrom(...harvest.files, "/healthz", "/admin/uploads") },
    { weight: 1, arbitrary: text.map((t) => `/uploads/${encode(t)}`) },
  );
  return fc
    .tuple(
      base,
      fc.constantFrom("", "", "", ".data", "/", "/_root.data"),
      rarely(fc.constantFrom(...MALFORMED, "\u00e9", "//x")),
    )
    .map(([p, suffix, bad]) => `${suffix === "/_root.data" ? "/_root.data" : p + suffix}${bad}`);
}

function query(harvest: Harvest) {
  const names = fc.constantFrom(
    "q",
    "page",
    "comments",
    "type",
    "token",
    "date",
    "piece",
    "edit",
    "category",
    "index",
    "signin",
    "_routes",
  );
  return fc
    .array(fc.tuple(fc.oneof(names, text), values(harvest), rarely(fc.constantFrom(...MALFORMED))), {
      maxLength: 4,
    })
    .map((pairs) =>
      pairs.length === 0
        ? ""
        : `?${pairs.map(([k, v, bad]) => `${encode(k)}=${encode(v).slice(0, 3000)}${bad}`).join("&")}`,
    );
}

function multipart(fields: [string, string][], broken: boolean, boundary = "----fuzz7MA4YWxkTrZu0gW") {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n\r\n`;
  const body = `${parts.join("")}${file}${broken ? "" : `--${boundary}--\r\n`}`;
  return { body: Buffer.from(body), type: `multipart/form-data; boundary=${boundary}` };
}

function body(harvest: Harvest) {
  const fields = fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...harvest.fieldNames) },
        { weight: 1, arbitrary: text },
      ),
      values(harvest),
    ),
    { maxLength: 8 },
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant({ body: undefined, type: undefined }) },
    {
      weight: 6,
      arbitrary: fields.map((f) => ({
        body: Buffer.from(new URLSearchParams(f.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString()),
        type: "application/x-www-form-urlencoded",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fields, fc.constantFrom(...MALFORMED)).map(([f, bad]) => ({
        body: Buffer.from(`${f.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}&x=${bad}&${bad}`),
        type: "application/x-www-form-urlencoded",
      })),
    },
    { weight: 2, arbitrary: fc.tuple(fields, fc.boolean()).map(([f, broken]) => multipart(f, broken)) },
    {
      weight: 1,
      arbitrary: fields.map((f) => ({
        body: Buffer.from(JSON.stringify(Object.fromEntries(f))),
        type: "application/json",
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.uint8Array({ maxLength: 2000 }),
          fc.constantFrom(
            "text/plain",
            "application/octet-stream",
            "multipart/form-data",
            "image/png",
            "x/;;==",
            "",
          ),
        )
        .map(([bytes, type]) => ({ body: Buffer.from(bytes), type })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 60 * 1024, max: 6 * 1024 * 1024 }),
          fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x"),
        )
        .map(([size, type]) => ({ body: Buffer.alloc(size, "a"), type })),
    },
  );
}

/** One generated request: method, path, query, headers, identity and body. */
export function fuzzRequest(harvest: Harvest): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.constantFrom(
        "GET",
        "GET",
        "GET",
        "POST",
        "POST",
        "POST",
        "POST",
        "HEAD",
        "PUT",
        "DELETE",
        "PATCH",
        "OPTIONS",
        "TRACE",
      ),
      path: path(harvest),
      query: query(harvest),
      body: body(harvest),
      chunked: fc.boolean(),
      identity: fc.constantFrom("anonymous", "reader", "reader", "admin", "admin", "forged"),
      accept: fc.constantFrom("text/html", "*/*", "application/json", undefined),
      navigate: fc.boolean(),
      sameOrigin: fc.boolean(),
    })
    .map(({ method, path, query, body, chunked, identity, accept, navigate, sameOrigin }) => {
      const cookie = {
        anonymous: undefined,
        reader: harvest.cookies.reader,
        admin: harvest.cookies.admin,
        forged: "bt_session=forged%00token; bt_flash=%7B%22title%22%3A1%7D",
      }[identity];
      const headers: Record<string, string> = {};
      if (cookie) headers.Cookie = cookie;
      if (accept) headers.Accept = accept;
      if (navigate) headers["Sec-Fetch-Mode"] = "navigate";
      if (sameOrigin) headers.Origin = harvest.origin;
      if (body.type) headers["Content-Type"] = body.type;
      return { method, path: `${path}${query}`, headers, body: body.body, chunked, identity };
    });
}
