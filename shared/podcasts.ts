/**
 * Podcasts (issue 41, decision 0074): a show's fixed lists and limits, and the texts the portal and
 * the server both say.
 */

/** Apple Podcasts' categories (https://podcasters.apple.com/support/1691-apple-podcasts-categories),
 * each with its subcategories; Spotify reads the same `itunes:category`. */
export const PODCAST_CATEGORIES: Record<string, readonly string[]> = {
  Arts: ["Books", "Design", "Fashion & Beauty", "Food", "Performing Arts", "Visual Arts"],
  Business: ["Careers", "Entrepreneurship", "Investing", "Management", "Marketing", "Non-Profit"],
  Comedy: ["Comedy Interviews", "Improv", "Stand-Up"],
  Education: ["Courses", "How To", "Language Learning", "Self-Improvement"],
  Fiction: ["Comedy Fiction", "Drama", "Science Fiction"],
  Government: [],
  History: [],
  "Health & Fitness": [
    "Alternative Health",
    "Fitness",
    "Medicine",
    "Mental Health",
    "Nutrition",
    "Sexuality",
  ],
  "Kids & Family": ["Education for Kids", "Parenting", "Pets & Animals", "Stories for Kids"],
  Leisure: [
    "Animation & Manga",
    "Automotive",
    "Aviation",
    "Crafts",
    "Games",
    "Hobbies",
    "Home & Garden",
    "Video Games",
  ],
  Music: ["Music Commentary", "Music History", "Music Interviews"],
  News: [
    "Business News",
    "Daily News",
    "Entertainment News",
    "News Commentary",
    "Politics",
    "Sports News",
    "Tech News",
  ],
  "Religion & Spirituality": [
    "Buddhism",
    "Christianity",
    "Hinduism",
    "Islam",
    "Judaism",
    "Religion",
    "Spirituality",
  ],
  Science: [
    "Astronomy",
    "Chemistry",
    "Earth Sciences",
    "Life Sciences",
    "Mathematics",
    "Natural Sciences",
    "Nature",
    "Physics",
    "Social Sciences",
  ],
  "Society & Culture": ["Documentary", "Personal Journals", "Philosophy", "Places & Travel", "Relationships"],
  Sports: [
    "Baseball",
    "Basketball",
    "Cricket",
    "Fantasy Sports",
    "Football",
    "Golf",
    "Hockey",
    "Rugby",
    "Running",
    "Soccer",
    "Swimming",
    "Tennis",
    "Volleyball",
    "Wilderness",
    "Wrestling",
  ],
  Technology: [],
  "True Crime": [],
  "TV & Film": ["After Shows", "Film History", "Film Interviews", "Film Reviews", "TV Reviews"],
};

/** A show's category as the form and the database hold it: 'News' or 'News > Daily News'. */
export const PODCAST_CATEGORY_CHOICES: readonly string[] = Object.entries(PODCAST_CATEGORIES).flatMap(
  ([top, subs]) => [top, ...subs.map((s) => `${top} > ${s}`)],
);

/** The category and its subcategory of a stored choice. */
export function splitCategory(choice: string): { category: string; subcategory: string | null } {
  const [category, subcategory] = choice.split(" > ");
  return { category: category ?? choice, subcategory: subcategory ?? null };
}

/** The languages a show may be in (RFC 5646 codes, as `<language>` wants them). */
export const PODCAST_LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "fr", label: "French" },
  { value: "de", label: "German" },
  { value: "zh", label: "Chinese" },
  { value: "vi", label: "Vietnamese" },
  { value: "ar", label: "Arabic" },
  { value: "ko", label: "Korean" },
  { value: "pt", label: "Portuguese" },
  { value: "ru", label: "Russian" },
  { value: "tl", label: "Tagalog" },
  { value: "ja", label: "Japanese" },
] as const;
export const PODCAST_LANGUAGE_CODES: readonly string[] = PODCAST_LANGUAGES.map((l) => l.value);

/** Apple's cover: a square of 1400 to 3000 pixels. Smaller is refused; larger or not square is
 * refused too, as Apple would. */
export const COVER_MIN_PX = 1400;
export const COVER_MAX_PX = 3000;

export const SHOW_NAME_MAX = 200;
export const SHOW_DESCRIPTION_MAX = 4000;
export const SHOW_AUTHOR_MAX = 200;

export const PODCAST_TEXTS = {
  coverMissing: "Choose a cover image from the media library.",
  coverTooSmall: (w: number, h: number) =>
    `The cover is ${w} × ${h} pixels. Apple Podcasts and Spotify need a square image of at least ${COVER_MIN_PX} × ${COVER_MIN_PX} pixels: choose a larger one.`,
  coverNotSquare: (w: number, h: number) =>
    `The cover is ${w} × ${h} pixels. Apple Podcasts needs a square image: crop it to a square of ${COVER_MIN_PX} to ${COVER_MAX_PX} pixels.`,
  slugTaken: "Another show has this address. Choose another slug.",
  showNotFound: "That show is not there any more.",
  showHasEpisodes: (n: number) =>
    `This show has ${n} episode${n === 1 ? "" : "s"}. Move or delete them before deleting the show.`,
  audioNotFound: "Choose an audio file for the episode.",
  notAudio: "The episode's file is not an audio file. Choose an MP3 or M4A file.",
  noShowForEpisode: "Choose the show this episode belongs to.",
  episodeNumberTaken: (n: number) => `The show already has an episode ${n}. Choose another number.`,
} as const;
