import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { notificationPreferences } from "../../db/schema.ts";
import {
  getPreferences,
  listInbox,
  markAllRead,
  openNotification,
  savePreferences,
  unreadCount,
} from "./inbox.ts";
import { notify } from "./notify.ts";

describeEachEngine("a person's inbox", ({ db }) => {
  const tell = (userIds: string[], n: number) =>
    notify(db(), {
      kind: "assigned",
      eventKey: `assigned:test:${crypto.randomUUID()}`,
      userIds,
      title: `Assigned to you: Story ${n}`,
      link: `/admin/dashboard/desk/${n}`,
    });

  it("lists only the person's own, newest first, a page at a time; opening one marks it read and gives its link", async () => {
    const [me, other] = [await member(db(), "contributor"), await member(db(), "editor")];
    for (let n = 0; n < ADMIN_PAGE_SIZE + 2; n++) await tell([me.id], n);
    await tell([other.id], 99);
    const first = await listInbox(db(), me);
    expect(first.items).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.items[0]!.title).toBe(`Assigned to you: Story ${ADMIN_PAGE_SIZE + 1}`);
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 2, pageCount: 2 });
    expect((await listInbox(db(), me, { page: 2 })).items.map((i) => i.title)).toEqual([
      "Assigned to you: Story 1",
      "Assigned to you: Story 0",
    ]);
    expect(await unreadCount(db(), me)).toBe(ADMIN_PAGE_SIZE + 2);

    expect(await openNotification(db(), me, first.items[0]!.id)).toBe(
      `/admin/dashboard/desk/${ADMIN_PAGE_SIZE + 1}`,
    );
    expect(await unreadCount(db(), me)).toBe(ADMIN_PAGE_SIZE + 1);
    const theirs = (await listInbox(db(), other)).items[0]!.id;
    await expect(openNotification(db(), me, theirs)).rejects.toThrow(/does not exist/);
    await expect(openNotification(db(), me, "not-an-id")).rejects.toThrow(/does not exist/);
    expect(await unreadCount(db(), other)).toBe(1);

    expect(await markAllRead(db(), me)).toBe(ADMIN_PAGE_SIZE + 1);
    expect(await unreadCount(db(), me)).toBe(0);
    expect(await unreadCount(db(), other)).toBe(1);
  });

  it("keeps the person's choice for every kind, mail at once by default; a bad choice stores nothing", async () => {
    const me = await member(db(), "contributor");
    const before = await getPreferences(db(), me);
    expect(Object.values(before).every((d) => d === "mail")).toBe(true);
    await savePreferences(db(), me, { ...before, published: "digest", note: "portal" });
    const after = await getPreferences(db(), me);
    expect([after.published, after.note, after.assigned]).toEqual(["digest", "portal", "mail"]);

    await expect(
      savePreferences(db(), me, { ...after, assigned: "pigeon", published: "mail" }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { assigned: "Assigned to you: choose mail at once, the daily digest or the portal only" },
    });
    expect((await getPreferences(db(), me)).published).toBe("digest");
    const rows = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.id));
    // One a kind but Invited, whose mail is the invitation itself (the rollover's is among them: only
    // admins are told of it, but the form is the same for everyone).
    expect(rows).toHaveLength(10);
  });

  it("is refused to someone without the portal", async () => {
    const reader = await member(db(), "reader");
    await expect(listInbox(db(), reader)).rejects.toMatchObject({ status: 403 });
    await expect(listInbox(db(), null)).rejects.toMatchObject({ status: 401 });
  });
});
