import { z } from "#shared/zod.ts";
import { isOwnOrigin, isPrivateHost } from "../private-hosts.ts";

/** A text field as a form posts it: absent becomes "", surrounding space is dropped. */
export const text = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long`)
    .default("");

/** An optional text whose blank value means "none". */
export const optionalText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters long`)
    .nullish()
    .transform((v) => v || null);

/** A checkbox: the browser sends "on" (or our scripts "true") when it is ticked and nothing otherwise. */
export const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

/** A select whose empty value means its default. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  message: string,
) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(values, { message }).default(fallback as never),
  );

/** An image that lives here (an upload, or one of the site's own images) or at an http(s) address. */
const OWN_IMAGE_PATH = /^(?!.*\.\.)(?!.*\/\/)\/(uploads|images)\/[A-Za-z0-9._/-]+$/;

export function isImageAddress(value: string): boolean {
  if (OWN_IMAGE_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const IMAGE_URL_MESSAGE =
  "Please use an uploaded image or an image address starting with http:// or https://";

/** Readers' browsers fetch the image: an address on their own machine or network (a router's page, a
 * cloud metadata service) must not be where a page of ours sends them. */
export const PRIVATE_IMAGE_MESSAGE =
  "Please use an image address on the public internet: private, local and metadata addresses are not allowed";

const isPrivateImageAddress = (value: string) => {
  const url = URL.parse(value);
  return (
    url !== null && /^https?:$/.test(url.protocol) && isPrivateHost(url.hostname) && !isOwnOrigin(url.origin)
  );
};

/** Blank means no image. */
export const imageUrl = z
  .string({ message: IMAGE_URL_MESSAGE })
  .trim()
  .max(2000, "The image address can be at most 2000 characters long")
  .nullish()
  .refine((v) => !v || isImageAddress(v), IMAGE_URL_MESSAGE)
  .refine((v) => !v || !isPrivateImageAddress(v), PRIVATE_IMAGE_MESSAGE)
  .transform((v) => v || null);

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** 'rain, Hills ,, rain' -> ['rain', 'Hills']: trimmed, blanks dropped, the first spelling of each tag
 * kept whatever its case. */
export function parseTags(value: string | readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of typeof value === "string" ? value.split(",") : value) {
    const tag = raw.replace(/\s+/g, " ").trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export const tags = z
  .union([z.string().max(2000, "The tags can be at most 2000 characters long"), z.array(z.string())])
  .nullish()
  .transform((v) => (v ? parseTags(v) : []))
  .refine((v) => v.length <= MAX_TAGS, `Please use at most ${MAX_TAGS} tags`)
  .refine(
    (v) => v.every((t) => t.length <= MAX_TAG_LENGTH),
    `Each tag can be at most ${MAX_TAG_LENGTH} characters long`,
  );

/** An id from a form or a URL; anything that is not a UUID names nothing. */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A select of ids whose empty value means none. */
export const optionalId = (message: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : v),
    z.string().refine(isUuid, message).nullable(),
  );
