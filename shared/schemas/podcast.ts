import { z } from "#shared/zod.ts";
import {
  PODCAST_CATEGORY_CHOICES,
  PODCAST_LANGUAGE_CODES,
  SHOW_AUTHOR_MAX,
  SHOW_DESCRIPTION_MAX,
  SHOW_NAME_MAX,
} from "../podcasts.ts";
import { checkbox, text } from "./fields.ts";

const required = (max: number, label: string, message: string) =>
  text(max, label).pipe(z.string().min(1, message));

/** A show as the portal's form posts it (Podcasts, decision 0074). The cover's size is the domain's check. */
export const showForm = z.object({
  name: required(SHOW_NAME_MAX, "The name", "Give the show a name."),
  slug: text(120, "The slug"),
  description: required(SHOW_DESCRIPTION_MAX, "The description", "Describe the show in a sentence or two."),
  /** The chosen library image's address (the portal's image picker). */
  cover: text(2000, "The cover").pipe(
    z.string().min(1, "Choose a cover image: upload one or pick it from the library."),
  ),
  category: z.enum(PODCAST_CATEGORY_CHOICES as [string, ...string[]], {
    message: "Choose a category from Apple's list.",
  }),
  language: z.enum(PODCAST_LANGUAGE_CODES as [string, ...string[]], {
    message: "Choose the show's language.",
  }),
  explicit: checkbox,
  locked: checkbox,
  author: required(SHOW_AUTHOR_MAX, "The author", "Say who makes the show (the publication's name will do)."),
  ownerName: required(SHOW_AUTHOR_MAX, "The owner's name", "Give the name of the show's owner."),
  ownerEmail: text(254, "The owner's email").pipe(
    z.string().email("Give the owner's email address: Apple writes to it about the show."),
  ),
});

export type ShowForm = z.input<typeof showForm>;

/** An episode's fields in the piece's form: all empty for an article that is no episode. */
export const episodeFields = z.object({
  podcastShowId: z
    .preprocess((v) => (v === "" ? null : v), z.string().uuid("Choose a show from the list.").nullish())
    .transform((v) => v ?? null),
  episodeNumber: z
    .preprocess(
      (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
      z
        .number({ message: "The episode number must be a whole number." })
        .int("The episode number must be a whole number.")
        .min(1, "The episode number must be 1 or more.")
        .max(100000, "The episode number must be 1 or more.")
        .nullable(),
    )
    .transform((v) => v ?? null),
  audioFileId: z
    .preprocess(
      (v) => (v === "" ? null : v),
      z.string().uuid("Choose an audio file from the list.").nullish(),
    )
    .transform((v) => v ?? null),
});
