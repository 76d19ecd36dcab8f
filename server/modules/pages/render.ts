import { decodeHTML } from "entities";
import { escapeMarkup } from "#shared/escape.ts";
import type { ContactAddresses, ContactPurpose } from "#shared/schemas/settings.ts";
import {
  PAGE_BLOCKS,
  type PageBlock,
  type PageBody,
  type PagePart,
  type PageSection,
} from "#shared/static-pages.ts";

/**
 * How a static page's stored body becomes what readers see (decision 0047). The body is the editor's
 * HTML, in which a few placeholders stand for what the settings, the people or the code keep:
 * - inline: `{site-name}`, `{established}`, `{min-password-length}`, and `{email:<purpose>}` (the
 *   address set for that purpose in Settings, else the general one, as a mailto link; where none is
 *   set, "the editors", or the words after a `|`: `{email:ads|no address has been published yet}`);
 * - blocks, each a paragraph of its own: `{team}` (Contact's team cards), `{openings}` (Careers'
 *   openings, each a section of its own), `{audience-stats}` and `{media-kit-request}` (Advertise),
 *   `{cookie-table}` (the cookies the site sets).
 * Each `<h2>` starts a section: its id follows its text, and the contents list shows it.
 */

export type PageValues = {
  siteName: string;
  established: number;
  minPasswordLength: number;
  contacts: ContactAddresses;
};

const DEFAULT_FALLBACK = "the editors";

function email(values: PageValues, purpose: string, fallback: string | undefined): string {
  const contacts = values.contacts as Record<string, string | null | undefined>;
  const address = (purpose in contacts ? contacts[purpose as ContactPurpose] : null) ?? contacts.editor;
  if (!address) return escapeMarkup(fallback ?? DEFAULT_FALLBACK);
  const safe = escapeMarkup(address);
  return `<a href="mailto:${safe}">${safe}</a>`;
}

/** The inline placeholders of `text` (HTML) filled in; an unknown one stays as it is written. */
export function fillPlaceholders(text: string, values: PageValues): string {
  return text.replace(/\{([a-z-]+)(?::([a-z]+)(?:\|([^{}]*))?)?\}/g, (whole, name, purpose, fallback) => {
    if (name === "site-name" && !purpose) return escapeMarkup(values.siteName);
    if (name === "established" && !purpose) return String(values.established);
    if (name === "min-password-length" && !purpose) return String(values.minPasswordLength);
    if (name === "email" && purpose) return email(values, purpose, fallback && decodeHTML(fallback));
    return whole;
  });
}

/** A heading's text as an id: 'How We Are Organised' → 'how-we-are-organised'. */
export function sectionId(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  );
}

const BLOCK = new RegExp(`<p>\\{(${PAGE_BLOCKS.join("|")})\\}</p>`, "g");

function parts(html: string): PagePart[] {
  const out: PagePart[] = [];
  let last = 0;
  for (const match of html.matchAll(BLOCK)) {
    if (match.index > last) out.push({ html: html.slice(last, match.index) });
    out.push({ block: match[1] as PageBlock });
    last = match.index + match[0].length;
  }
  if (last < html.length) out.push({ html: html.slice(last) });
  return out.filter((p) => !("html" in p) || p.html.trim() !== "");
}

const plain = (html: string) => decodeHTML(html.replace(/<[^>]*>/g, "")).trim();

/** The stored body (sanitized HTML, placeholders filled) cut into its sections at each `<h2>`. Two
 * headings of the same text get distinct ids. */
export function pageBody(html: string): PageBody {
  const chunks = html.split(/<h2(?:\s[^>]*)?>([\s\S]*?)<\/h2>/);
  const used = new Set<string>();
  const sections: PageSection[] = [];
  for (let i = 1; i < chunks.length; i += 2) {
    const title = plain(chunks[i]!);
    let id = sectionId(title);
    for (let n = 2; used.has(id); n++) id = `${sectionId(title)}-${n}`;
    used.add(id);
    sections.push({ id, title, parts: parts(chunks[i + 1] ?? "") });
  }
  return { intro: parts(chunks[0] ?? ""), sections };
}
