// Maps, charts and documents an embed can come from (decision 0075).

import { host, oembedAt, PLAYER, segments, type EmbedProvider } from "./common.ts";

const GOOGLE_ID = /^[A-Za-z0-9_-]{10,}$/;

/** A Google Docs, Sheets or Forms link's document (`/document/d/ID/...`) or published copy
 * (`/document/d/e/KEY/pub`). */
function googleDocument(url: URL, type: string): { published: boolean; id: string } | null {
  if (host(url) !== "docs.google.com") return null;
  const parts = segments(url);
  if (parts[0] !== type || parts[1] !== "d") return null;
  if (parts[2] === "e" && parts[3] && GOOGLE_ID.test(parts[3])) return { published: true, id: parts[3] };
  if (parts[2] && GOOGLE_ID.test(parts[2])) return { published: false, id: parts[2] };
  return null;
}

/** A Google Docs or Sheets file: its published copy (`/<type>/d/e/KEY/<published>`), or its preview. */
function googleFile(
  id: string,
  name: string,
  type: string,
  published: string,
  height: number,
): EmbedProvider {
  return {
    id,
    name,
    kind: "document",
    frame(url) {
      const doc = googleDocument(url, type);
      if (!doc) return null;
      return doc.published
        ? `https://docs.google.com/${type}/d/e/${doc.id}/${published}`
        : `https://docs.google.com/${type}/d/${doc.id}/preview`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "",
    height,
  };
}

export const DOCUMENT_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: "google-maps",
    name: "Google Maps",
    kind: "map",
    frame(url) {
      const h = host(url);
      if (h !== "google.com" && h !== "maps.google.com") return null;
      const parts = segments(url);
      if (h === "google.com" && parts[0] !== "maps") return null;
      if (parts[1] === "embed" && url.searchParams.get("pb"))
        return `https://www.google.com/maps/embed?pb=${encodeURIComponent(url.searchParams.get("pb")!)}`;
      // A place (`/maps/place/<name>/@lat,lng,zoom`), a point (`/maps/@lat,lng,zoom`) or a search (`?q=`).
      const at = parts.find((part) => part.startsWith("@"));
      const [lat, lng, zoomText] = at ? at.slice(1).split(",") : [];
      const point = lat && lng && /^-?[\d.]+$/.test(lat) && /^-?[\d.]+$/.test(lng) ? `${lat},${lng}` : null;
      const place =
        parts[1] === "place" && parts[2] ? decodeURIComponent(parts[2]).replace(/\+/g, " ") : null;
      const query = url.searchParams.get("q") ?? place ?? point;
      if (!query) return null;
      const zoom = /^(\d{1,2})(\.\d+)?z$/.exec(zoomText ?? "")?.[1];
      return `https://maps.google.com/maps?q=${encodeURIComponent(query)}${zoom ? `&z=${zoom}` : ""}&output=embed`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "fullscreen",
    ratio: "4 / 3",
  },
  {
    id: "datawrapper",
    name: "Datawrapper",
    kind: "chart",
    frame(url) {
      const h = host(url);
      const parts = segments(url);
      const id =
        h === "datawrapper.dwcdn.net"
          ? parts[0]
          : h === "datawrapper.de" && (parts[0] === "_" || parts[0] === "chart")
            ? parts[1]
            : undefined;
      if (!id || !/^[A-Za-z0-9]{5}$/.test(id)) return null;
      const version =
        h === "datawrapper.dwcdn.net" && parts[1] && /^\d{1,4}$/.test(parts[1]) ? `${parts[1]}/` : "";
      return `https://datawrapper.dwcdn.net/${id}/${version}`;
    },
    oembed: oembedAt("https://api.datawrapper.de/v3/oembed"),
    sandbox: PLAYER,
    allow: "fullscreen",
    height: 480,
  },
  {
    id: "flourish",
    name: "Flourish",
    kind: "chart",
    frame(url) {
      const h = host(url);
      if (h !== "public.flourish.studio" && h !== "flo.uri.sh") return null;
      const [type, id] = segments(url);
      return (type === "visualisation" || type === "story") && id && /^\d{3,12}$/.test(id)
        ? `https://flo.uri.sh/${type}/${id}/embed`
        : null;
    },
    oembed: oembedAt("https://app.flourish.studio/api/v1/oembed"),
    sandbox: PLAYER,
    allow: "fullscreen",
    height: 575,
  },
  googleFile("google-docs", "Google Docs", "document", "pub?embedded=true", 720),
  googleFile("google-sheets", "Google Sheets", "spreadsheets", "pubhtml?widget=true&headers=false", 520),
  {
    id: "google-forms",
    name: "Google Forms",
    kind: "form",
    // A form is the one embed that submits: it needs allow-forms.
    frame(url) {
      const doc = googleDocument(url, "forms");
      return doc?.published ? `https://docs.google.com/forms/d/e/${doc.id}/viewform?embedded=true` : null;
    },
    oembed: null,
    sandbox: `${PLAYER} allow-forms`,
    allow: "",
    height: 760,
  },
];
