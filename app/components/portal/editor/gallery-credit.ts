import type { GalleryPhoto } from "#shared/gallery.ts";

/** A photo of the gallery dialog: in the gallery, or on its way (uploading, or failed and saying why). */
export type GalleryItem = GalleryPhoto & {
  key: number;
  upload?: { name: string; percent: number; error?: string };
  /** What the credit became: a person's page, or text as written (the library's rule, decision 0071). */
  creditSaid?: string;
};

const SUGGEST = "/admin/people/suggest";

/** The person a typed credit names, as the library decides (server/modules/media/credit.ts): the one
 * person whose name it is, in any case; null for anyone else, or for a name two people share. */
async function personNamed(name: string): Promise<{ id: string; name: string } | null> {
  const typed = name.trim();
  if (!typed) return null;
  try {
    const answer = await fetch(`${SUGGEST}?q=${encodeURIComponent(typed)}`, { credentials: "same-origin" });
    const { people = [] } = (answer.ok ? await answer.json() : {}) as {
      people?: { id: string; name: string }[];
    };
    const same = people.filter((p) => p.name.toLowerCase() === typed.toLowerCase());
    return same.length === 1 ? same[0]! : null;
  } catch {
    return null;
  }
}

export const creditSaid = (credit: GalleryPhoto["credit"]) =>
  !credit
    ? ""
    : credit.personId
      ? `Shown as 'Photo: ${credit.name}', linked to their author page`
      : `Shown as 'Photo: ${credit.name}'`;

/** A typed credit as the gallery keeps it: the person it names, or the text as written; null if blank. */
export async function creditOf(text: string): Promise<Pick<GalleryItem, "credit" | "creditSaid">> {
  const name = text.trim().replace(/\s+/g, " ");
  if (!name) return { credit: null, creditSaid: "" };
  const person = await personNamed(name);
  const credit = person ? { name: person.name, personId: person.id } : { name, personId: null };
  return { credit, creditSaid: creditSaid(credit) };
}
