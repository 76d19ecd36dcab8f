/** The shapes of uploaded images as the portal's lists show them: written by server/modules/media,
 * read by the portal's media library and image picker. */

/** Who took an image (decision 0071): a person of People, with their author page's slug, or a free-text
 * credit ('Courtesy of the district'), whose slug is null. Pages show it as 'Photo: <name>'. */
export type ImageCredit = { name: string; slug: string | null };

/** An uploaded image as the portal's lists show it. */
export type ImageSummary = {
  id: string;
  /** The largest rendition, as content refers to it: what an editor pastes to reuse the image. */
  url: string;
  /** The smallest rendition, for a thumbnail. */
  thumbnailUrl: string;
  originalName: string | null;
  altText: string | null;
  width: number | null;
  height: number | null;
  /** What its renditions take in the store. */
  storedBytes: number;
  createdAt: Date;
};

export type MediaUse =
  | { kind: "article"; id: string; title: string; slug: string }
  | { kind: "creative"; id: string; title: string }
  /** A print edition whose cover it is (decision 0079): `title` is 'Vol. 12, No. 4: Homecoming Issue'. */
  | { kind: "edition"; id: string; title: string };

export type LibraryImage = ImageSummary & {
  /** The first few of the articles and pieces that show it, newest first. */
  uses: MediaUse[];
  useCount: number;
  credit: ImageCredit | null;
};

/** A video or audio file as the Media Library lists it (issue 41): captions and a poster are a video's. */
export type LibraryFile = {
  id: string;
  kind: "video" | "audio";
  url: string;
  originalName: string | null;
  mimeType: string;
  sizeBytes: number;
  /** Whole seconds; null when the file did not say. */
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** The poster's smallest rendition, for a thumbnail. */
  posterUrl: string | null;
  hasCaptions: boolean;
  createdAt: Date;
  uses: MediaUse[];
  useCount: number;
};
