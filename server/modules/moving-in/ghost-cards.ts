import { Parser } from "htmlparser2";
import { embedHtml } from "#shared/embed-markup.ts";
import { LINK_CARD, matchEmbed, parseEmbedLink } from "#shared/embeds.ts";

/** A Ghost card's figure: `<figure class="kg-card kg-embed-card …">` or `kg-bookmark-card`, to its end. */
const CARD = /<figure\b[^>]*\bclass="[^"]*\bkg-(embed|bookmark)-card\b[^"]*"[^>]*>[\s\S]*?<\/figure>/gi;

/** The addresses a card's markup names (iframes' sources and links, in order) and the text of the
 * elements whose class is one of `classes`. */
function readCard(html: string, classes: string[]) {
  const addresses: string[] = [];
  const texts: Record<string, string> = {};
  const open: (string | null)[] = [];
  new Parser(
    {
      onopentag(name, attributes) {
        if (name === "iframe" && attributes.src) addresses.push(attributes.src);
        if (name === "a" && attributes.href) addresses.push(attributes.href);
        const kind = (attributes.class ?? "").split(/\s+/).find((c) => classes.includes(c)) ?? null;
        open.push(kind);
      },
      ontext(text) {
        const kind = open.findLast((k) => k !== null);
        if (kind) texts[kind] = `${texts[kind] ?? ""}${text}`;
      },
      onclosetag() {
        open.pop();
      },
    },
    { decodeEntities: true },
  ).end(html);
  return { addresses, texts };
}

/**
 * Ghost's embed and bookmark cards as our embed blocks (decision 0075), when simple: an embed card whose
 * frame or link is a provider's (YouTube, Vimeo, X…) becomes that provider's embed, a bookmark card a
 * link card with its title and description. A card this cannot read stays as it was (the sanitizer then
 * keeps its text and links, never a frame or a script). No preview is fetched: the embed shows the
 * provider's name and the link, a bookmark its own title.
 */
export function ghostCards(html: string): string {
  return html.replace(CARD, (card, kind: string) => {
    if (kind.toLowerCase() === "embed") {
      const { addresses } = readCard(card, []);
      for (const address of addresses) {
        const match = matchEmbed(address);
        if (match) return embedHtml({ provider: match.provider.id, url: match.url.href });
      }
      return card;
    }
    const { addresses, texts } = readCard(card, ["kg-bookmark-title", "kg-bookmark-description"]);
    const url = addresses.find((address) => parseEmbedLink(address));
    if (!url) return card;
    const title = texts["kg-bookmark-title"]?.trim();
    const description = texts["kg-bookmark-description"]?.trim();
    return embedHtml({
      provider: matchEmbed(url)?.provider.id ?? LINK_CARD,
      url,
      ...(title ? { title } : {}),
      ...(description && !matchEmbed(url) ? { description } : {}),
    });
  });
}
