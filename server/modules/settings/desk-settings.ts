import { and, eq, inArray, isNull } from "drizzle-orm";
import { FINAL_APPROVAL_LABELS, FINAL_APPROVALS, type FinalApproval } from "#shared/desk.ts";
import { deskSettingsInput } from "#shared/schemas/desk-settings.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import { auditSettings } from "./audit-settings.ts";
import { readSettings, setSetting } from "./store.ts";

/** site_settings keys of the desk (issue 38). */
const FINAL_APPROVAL_KEY = "final_approval";
const EDITOR_IN_CHIEF_KEY = "editor_in_chief";
const ADVISER_POWERS_KEY = "adviser_editor_powers";
const KEYS = [FINAL_APPROVAL_KEY, EDITOR_IN_CHIEF_KEY, ADVISER_POWERS_KEY] as const;

export type DeskSettings = {
  /** Who gives the final approval before a piece is published. */
  finalApproval: FinalApproval;
  /** The editor-in-chief's account, when they give it. */
  editorInChief: string | null;
  /** Whether advisers have an editor's powers (publish, return, delete) besides their own. */
  adviserPowers: boolean;
};

const isApproval = (value: unknown): value is FinalApproval =>
  (FINAL_APPROVALS as readonly unknown[]).includes(value);

export async function readDeskSettings(db: Db): Promise<DeskSettings> {
  const stored = await readSettings(db, KEYS);
  const approval = stored.get(FINAL_APPROVAL_KEY);
  const chief = stored.get(EDITOR_IN_CHIEF_KEY);
  return {
    finalApproval: isApproval(approval) ? approval : "editor",
    editorInChief: typeof chief === "string" && chief ? chief : null,
    adviserPowers: stored.get(ADVISER_POWERS_KEY) === true,
  };
}

/** Whether advisers act as editors (one query, asked only for an adviser's requests). */
export const advisersHaveEditorPowers = async (db: Db): Promise<boolean> =>
  (await readSettings(db, [ADVISER_POWERS_KEY])).get(ADVISER_POWERS_KEY) === true;

/** Makes `userId` the editor-in-chief (the handover, in its transaction `tx`). */
export const setEditorInChief = (tx: Db, userId: string) => setSetting(tx, EDITOR_IN_CHIEF_KEY, userId);

export const CHIEF_NOT_EDITOR = "The editor-in-chief must be an active editor or admin.";

/** Saves the desk's settings (admins), audited with what changed. */
export async function saveDeskSettings(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<DeskSettings> {
  assertCan(actor, "settings");
  const next = validate(deskSettingsInput, input);
  return db.transaction(async (tx) => {
    if (next.editorInChief) {
      const [chief] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, next.editorInChief),
            inArray(users.role, ["editor", "admin"]),
            isNull(users.deactivatedAt),
          ),
        );
      if (!chief) throw new Invalid(CHIEF_NOT_EDITOR);
    }
    const before = await readDeskSettings(tx);
    await setSetting(tx, FINAL_APPROVAL_KEY, next.finalApproval);
    await setSetting(tx, EDITOR_IN_CHIEF_KEY, next.editorInChief ?? "");
    await setSetting(tx, ADVISER_POWERS_KEY, next.adviserPowers);
    await auditSettings(tx, actor, [
      {
        label: "Final approval",
        from: FINAL_APPROVAL_LABELS[before.finalApproval],
        to: FINAL_APPROVAL_LABELS[next.finalApproval],
        shown: true,
      },
      { label: "Editor-in-chief", from: before.editorInChief, to: next.editorInChief, shown: true },
      {
        label: "Advisers have an editor's powers",
        from: before.adviserPowers,
        to: next.adviserPowers,
        shown: true,
      },
    ]);
    return next;
  });
}

/** The settings as Settings shows them (admins), with the staff who may be editor-in-chief. */
export async function deskSettingsView(db: Db, actor: SessionUser | null | undefined) {
  assertCan(actor, "settings");
  const [settings, editors] = await Promise.all([
    readDeskSettings(db),
    db
      .select({ id: users.id, name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(and(inArray(users.role, ["editor", "admin"]), isNull(users.deactivatedAt)))
      .orderBy(users.name)
      .limit(200),
  ]);
  return {
    ...settings,
    editors: editors.map((e) => ({ id: e.id, name: e.name ?? e.username ?? e.email })),
  };
}
