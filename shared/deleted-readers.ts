/** What becomes of a reader's comments when they delete their account (issue 28, decision 0050): they go
 * with the account, or they stay under 'Deleted reader', no longer tied to anyone. An admin's setting. */
export const DELETED_READER_CHOICES = ["remove", "keep"] as const;
export type DeletedReaderChoice = (typeof DELETED_READER_CHOICES)[number];

export const DELETED_READER_LABELS: Record<DeletedReaderChoice, string> = {
  remove: "Remove their comments",
  keep: "Keep their comments, signed 'Deleted reader'",
};

/** The name a kept comment shows once its reader has deleted their account. */
export const DELETED_READER_NAME = "Deleted reader";

/** Remove, unless an admin chose otherwise: what a reader wrote is their personal data. */
export const DEFAULT_DELETED_READER_CHOICE: DeletedReaderChoice = "remove";

export const isDeletedReaderChoice = (value: unknown): value is DeletedReaderChoice =>
  (DELETED_READER_CHOICES as readonly unknown[]).includes(value);
