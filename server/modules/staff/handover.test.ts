import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, sessions, users } from "../../db/schema.ts";
import { createSession } from "../accounts/sessions.ts";
import { readDeskSettings } from "../settings/desk-settings.ts";
import { handOverPublication, NOT_YOURSELF } from "./handover.ts";

describeEachEngine("the handover of the publication", ({ db }) => {
  const roleOf = async (id: string) => {
    const [row] = await db().select().from(users).where(eq(users.id, id));
    return { role: row!.role, active: !row!.deactivatedAt };
  };

  it("makes the chosen member admin and editor-in-chief and the old admin an editor, in one audited step", async () => {
    const admin = await member(db(), "admin");
    const next = await member(db(), "editor");
    expect(await handOverPublication(db(), admin, { to: next.id, then: "editor" })).toEqual({
      name: next.name,
      then: "editor",
    });
    expect(await roleOf(next.id)).toEqual({ role: "admin", active: true });
    expect(await roleOf(admin.id)).toEqual({ role: "editor", active: true });
    expect((await readDeskSettings(db())).editorInChief).toBe(next.id);
    const [entry] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, next.id));
    expect(entry).toMatchObject({ action: "handover", actorId: admin.id });
    expect(entry!.summary).toMatch(/handed the publication to .*, and is now an editor/);
  });

  it("makes the old admin an alumnus: signed out everywhere and unable to sign in", async () => {
    const admin = await member(db(), "admin");
    const next = await member(db(), "contributor");
    await createSession(db(), admin.id);
    await handOverPublication(db(), admin, { to: next.id, then: "alumnus" });
    expect(await roleOf(next.id)).toEqual({ role: "admin", active: true });
    expect(await roleOf(admin.id)).toEqual({ role: "admin", active: false });
    expect(await db().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
  });

  it("refuses oneself, a deactivated member, a reader and anyone but an admin, changing nothing", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    const gone = await member(db(), "editor");
    const reader = await member(db(), "reader");
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    await expect(handOverPublication(db(), admin, { to: admin.id, then: "editor" })).rejects.toThrow(
      NOT_YOURSELF,
    );
    await expect(handOverPublication(db(), admin, { to: gone.id, then: "editor" })).rejects.toThrow(
      /is deactivated: reactivate them first/,
    );
    await expect(handOverPublication(db(), admin, { to: reader.id, then: "editor" })).rejects.toMatchObject({
      name: "NotFound",
    });
    await expect(handOverPublication(db(), admin, { to: editor.id, then: "retired" })).rejects.toThrow(
      /Choose what you become/,
    );
    await expect(handOverPublication(db(), editor, { to: admin.id, then: "editor" })).rejects.toMatchObject({
      name: "Forbidden",
    });
    expect(await roleOf(admin.id)).toEqual({ role: "admin", active: true });
    expect(await roleOf(editor.id)).toEqual({ role: "editor", active: true });
    expect(await roleOf(gone.id)).toEqual({ role: "editor", active: false });
  });
});
