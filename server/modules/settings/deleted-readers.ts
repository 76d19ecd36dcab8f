import {
  DEFAULT_DELETED_READER_CHOICE,
  DELETED_READER_CHOICES,
  isDeletedReaderChoice,
  type DeletedReaderChoice,
} from "#shared/deleted-readers.ts";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { auditSettings } from "./audit-settings.ts";
import { readSettings, setSetting } from "./store.ts";

/** site_settings key: what becomes of a deleted reader's comments (issue 28, decision 0050). */
export const DELETED_READER_KEY = "deleted_reader_comments";
const LABEL = "Comments of deleted readers";

const input = z.object({
  choice: z.enum(DELETED_READER_CHOICES, { message: "Choose what happens to a deleted reader's comments." }),
});

export async function deletedReaderChoice(db: Db): Promise<DeletedReaderChoice> {
  const stored = (await readSettings(db, [DELETED_READER_KEY])).get(DELETED_READER_KEY);
  return isDeletedReaderChoice(stored) ? stored : DEFAULT_DELETED_READER_CHOICE;
}

/** Saves the choice (admins: capability `settings`), recorded in the audit log as a settings change. */
export async function setDeletedReaderChoice(
  db: Db,
  actor: SessionUser | null | undefined,
  form: unknown,
): Promise<DeletedReaderChoice> {
  assertCan(actor, "settings");
  const { choice } = validate(input, form);
  const before = await deletedReaderChoice(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, DELETED_READER_KEY, choice);
    await auditSettings(tx, actor, [{ label: LABEL, from: before, to: choice, shown: true }]);
  });
  return choice;
}
