import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { addBreakingNews, deleteBreakingNews, setBreakingNewsActive, updateBreakingNews } from "./portal.ts";
import { getBreakingNews, listActiveBreakingNews, listAllBreakingNews } from "./queries.ts";

const admin = actor("admin");
const MISSING = {
  status: 400,
  title: "Missing fields",
  message: "Please fill in both title and content for breaking news",
};

describeEachEngine("breaking news in the portal", ({ db }) => {
  it("adds an item, active at once, first in the list and in the ticker", async () => {
    const item = await addBreakingNews(db(), admin, {
      title: " Bridge closed ",
      content: "The old bridge is shut.",
    });
    expect(item).toMatchObject({
      title: "Bridge closed",
      content: "The old bridge is shut.",
      isActive: true,
    });
    expect((await listAllBreakingNews(db()))[0]!.id).toBe(item.id);
    expect((await listActiveBreakingNews(db())).map((b) => b.id)).toContain(item.id);
  });

  it("answers Missing fields when the title or the content is empty", async () => {
    await expect(addBreakingNews(db(), admin, { title: "", content: "x" })).rejects.toMatchObject({
      ...MISSING,
      fields: { title: MISSING.message },
    });
    await expect(addBreakingNews(db(), admin, { title: "x", content: "  " })).rejects.toMatchObject({
      ...MISSING,
      fields: { content: MISSING.message },
    });
    await expect(addBreakingNews(db(), admin, {})).rejects.toMatchObject(MISSING);
    await expect(
      addBreakingNews(db(), admin, { title: "x".repeat(201), content: "x" }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("hides and shows an item: hidden ones leave the ticker but stay in the portal's list", async () => {
    const item = await addBreakingNews(db(), admin, { title: "Hide me", content: "Soon hidden." });
    expect(await setBreakingNewsActive(db(), admin, item.id, "false")).toMatchObject({ isActive: false });
    expect((await listActiveBreakingNews(db())).map((b) => b.id)).not.toContain(item.id);
    expect((await listAllBreakingNews(db())).map((b) => b.id)).toContain(item.id);
    expect(await setBreakingNewsActive(db(), admin, item.id, true)).toMatchObject({ isActive: true });
    expect((await listActiveBreakingNews(db())).map((b) => b.id)).toContain(item.id);
    await expect(setBreakingNewsActive(db(), admin, item.id, "maybe")).rejects.toMatchObject({ status: 400 });
  });

  it("edits an item's title and content, trimmed; it keeps its visibility and its place", async () => {
    const item = await addBreakingNews(db(), admin, { title: "Bridge closed", content: "Shut." });
    const newer = await addBreakingNews(db(), admin, { title: "Newer", content: "Later." });
    await setBreakingNewsActive(db(), admin, item.id, "false");
    const edited = await updateBreakingNews(db(), admin, {
      id: item.id,
      title: "  Bridge reopened ",
      content: "Open to cars again.",
    });
    expect(edited).toMatchObject({
      id: item.id,
      title: "Bridge reopened",
      content: "Open to cars again.",
      isActive: false,
      createdAt: item.createdAt,
    });
    expect(await getBreakingNews(db(), item.id)).toMatchObject({ title: "Bridge reopened", isActive: false });
    const order = (await listAllBreakingNews(db())).map((b) => b.id);
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(item.id));
  });

  it("refuses an edit as Add refuses it, and changes nothing", async () => {
    const item = await addBreakingNews(db(), admin, { title: "Kept", content: "As it was." });
    await expect(
      updateBreakingNews(db(), admin, { id: item.id, title: " ", content: "x" }),
    ).rejects.toMatchObject({
      ...MISSING,
      fields: { title: MISSING.message },
    });
    await expect(updateBreakingNews(db(), admin, { id: item.id, title: "x" })).rejects.toMatchObject({
      ...MISSING,
      fields: { content: MISSING.message },
    });
    await expect(
      updateBreakingNews(db(), admin, { id: item.id, title: "x", content: "y".repeat(2001) }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await getBreakingNews(db(), item.id)).toMatchObject({ title: "Kept", content: "As it was." });
  });

  it("deletes an item", async () => {
    const item = await addBreakingNews(db(), admin, { title: "Gone", content: "Soon gone." });
    expect(await deleteBreakingNews(db(), admin, item.id)).toEqual({ id: item.id });
    expect(await getBreakingNews(db(), item.id)).toBeNull();
  });

  it("answers 'Breaking news not found' for an unknown id", async () => {
    for (const id of [randomUUID(), "x"]) {
      await expect(setBreakingNewsActive(db(), admin, id, "true")).rejects.toMatchObject({
        status: 404,
        message: "Breaking news not found",
      });
      await expect(deleteBreakingNews(db(), admin, id)).rejects.toMatchObject({
        status: 404,
        message: "Breaking news not found",
      });
      await expect(updateBreakingNews(db(), admin, { id, title: "a", content: "b" })).rejects.toMatchObject({
        status: 404,
        message: "Breaking news not found",
      });
    }
  });

  it("is for staff only", async () => {
    const item = await addBreakingNews(db(), admin, { title: "Staff", content: "Only." });
    for (const who of [null, actor("reader")]) {
      const status = who ? 403 : 401;
      await expect(addBreakingNews(db(), who, { title: "a", content: "b" })).rejects.toMatchObject({
        status,
      });
      await expect(setBreakingNewsActive(db(), who, item.id, "false")).rejects.toMatchObject({ status });
      await expect(deleteBreakingNews(db(), who, item.id)).rejects.toMatchObject({ status });
      await expect(
        updateBreakingNews(db(), who, { id: item.id, title: "Taken", content: "Over." }),
      ).rejects.toMatchObject({ status });
    }
    expect(await getBreakingNews(db(), item.id)).toMatchObject({ isActive: true, title: "Staff" });
  });
});
