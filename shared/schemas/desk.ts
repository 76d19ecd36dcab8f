import { CATEGORIES } from "#shared/categories.ts";
import { ASSIGNMENT_ROLES, ASSIGNMENT_STATUSES, PITCH_MEDIA } from "#shared/desk.ts";
import { z } from "#shared/zod.ts";
import { CHOOSE_EDITION } from "#shared/print.ts";
import { isUuid, optionalId } from "./fields.ts";

/** The desk's forms (issue 38): a pitch, an editor's answer, an assignment and its people, a spike, a
 * move on the board, and the budget's filters. The forms use them for their hints; the domain
 * (server/modules/desk) for the real check. Dates are the publication's wall clock ('datetime-local',
 * 'date'), read in its zone by the domain. */

export const HEADLINE_MAX = 200;
export const NOTE_MAX = 1000;
/** Rows of the people picker: enough for a writer, a photographer, a designer and more. */
export const PEOPLE_ROWS = 6;

export const NO_HEADLINE = "Please give the story a working headline";
export const CHOOSE_SECTION = "Please choose a section from the list";

const headline = z
  .string({ message: NO_HEADLINE })
  .trim()
  .min(1, NO_HEADLINE)
  .max(HEADLINE_MAX, `A headline can be at most ${HEADLINE_MAX} characters long`);
const longText = (label: string) =>
  z.string().trim().max(NOTE_MAX, `${label} can be at most ${NOTE_MAX} characters long`).default("");
const section = z.enum(CATEGORIES, { message: CHOOSE_SECTION });
const blankIsNull = (v: unknown) => (v === "" || v === undefined ? null : v);
const day = z.preprocess(
  blankIsNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please give the date as a day (YYYY-MM-DD)")
    .nullable(),
);
/** A 'datetime-local' value; the domain reads it in the publication's zone. */
const wallClock = (label: string) =>
  z.preprocess(
    blankIsNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, `Please give the ${label} as a day and a time`)
      .nullable(),
  );

/** A checkbox per medium (`media-photos=on`), as a plain form posts them. */
const mediaOf = (input: Record<string, unknown>) => PITCH_MEDIA.filter((m) => input[`media-${m}`]);

export const pitchForm = z.preprocess(
  (input) => (input && typeof input === "object" ? { ...input, media: mediaOf(input as never) } : input),
  z.object({
    headline,
    angle: longText("The angle"),
    sources: longText("The sources"),
    category: section,
    media: z.array(z.enum(PITCH_MEDIA)),
    wantedOn: day,
  }),
);
export type PitchInput = z.infer<typeof pitchForm>;

export const PITCH_ANSWERS = ["accept", "decline", "more"] as const;
export type PitchAnswer = (typeof PITCH_ANSWERS)[number];
export const NOTE_NEEDED = "Please write a note for the writer";

/** Decline and 'Ask for more' need a note the pitcher reads; Accept may carry one. */
export const answerForm = z
  .object({
    answer: z.enum(PITCH_ANSWERS, { message: "Please accept, decline or ask for more" }),
    note: longText("The note"),
  })
  .refine((a) => a.answer === "accept" || a.note.length > 0, { message: NOTE_NEEDED, path: ["note"] });

export const NO_PERSON = "Please choose a person from the staff list";

/** The people picker's rows (`person1`, `role1`, …), the empty ones dropped. */
const peopleOf = (input: Record<string, unknown>) =>
  Array.from({ length: PEOPLE_ROWS }, (_, i) => ({
    userId: input[`person${i + 1}`],
    role: input[`role${i + 1}`],
  }))
    .filter((p) => p.userId !== undefined && p.userId !== "")
    .map((p) => ({ ...p, role: p.role === "" || p.role === undefined ? "writer" : p.role }));

export const assignmentForm = z.preprocess(
  (input) => (input && typeof input === "object" ? { ...input, people: peopleOf(input as never) } : input),
  z.object({
    headline,
    category: section,
    length: z.preprocess(
      (v) => (v === "" || v === undefined ? 0 : Number(v)),
      z
        .number({ message: "Please give the length in words" })
        .int("Please give the length in whole words")
        .min(0, "The length cannot be negative")
        .max(100_000, "The length can be at most 100,000 words"),
    ),
    notes: longText("The notes"),
    draftDue: wallClock("draft deadline"),
    publishTarget: wallClock("publish target"),
    /** The print edition it is planned for, or none. */
    editionId: optionalId(CHOOSE_EDITION),
    people: z
      .array(
        z.object({
          userId: z.string().refine(isUuid, NO_PERSON),
          role: z.enum(ASSIGNMENT_ROLES, { message: "Please choose a role from the list" }),
        }),
      )
      .max(PEOPLE_ROWS),
  }),
);
export type AssignmentInput = z.infer<typeof assignmentForm>;

export const spikeForm = z.object({
  note: z
    .string({ message: "Please say why the story is spiked" })
    .trim()
    .min(1, "Please say why the story is spiked")
    .max(NOTE_MAX, `The note can be at most ${NOTE_MAX} characters long`),
});

/** The statuses an editor may move a card to by hand: the draft moves the others (review, published). */
export const MOVABLE_STATUSES = ["assigned", "drafting", "review", "ready", "published"] as const;
export const moveForm = z.object({
  status: z.enum(MOVABLE_STATUSES, { message: "Please choose a column of the board" }),
});

export const BUDGET_VIEWS = ["list", "board", "calendar"] as const;
export type BudgetView = (typeof BUDGET_VIEWS)[number];
/** How the list groups its lines: by publish day or week (issue 38), or by print edition (issue 43). */
export const BUDGET_GROUPINGS = ["day", "week", "edition"] as const;
export type BudgetGrouping = (typeof BUDGET_GROUPINGS)[number];

const orAll = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** The budget's query string: a plain GET form's. A bad value is said on the page. */
export const budgetQuery = z.object({
  view: z.preprocess((v) => v || "list", z.enum(BUDGET_VIEWS, { message: "Please choose a view" })),
  group: z.preprocess((v) => v || "day", z.enum(BUDGET_GROUPINGS, { message: "Please choose a grouping" })),
  section: orAll(section),
  person: orAll(z.string().refine(isUuid, NO_PERSON)),
  status: orAll(z.enum(ASSIGNMENT_STATUSES, { message: "Please choose a status from the list" })),
  /** The calendar's month, YYYY-MM; the list's and board's first day, YYYY-MM-DD. */
  month: orAll(z.string().regex(/^\d{4}-\d{2}$/, "Please give the month as YYYY-MM")),
});
export type BudgetQuery = z.infer<typeof budgetQuery>;
