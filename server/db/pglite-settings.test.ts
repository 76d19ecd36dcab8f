import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openPglite, PGLITE_DEFAULT_SETTINGS } from "./client.ts";

it("opens the embedded database with its memory defaults, which settings given override", async () => {
  const database = await openPglite(undefined, { work_mem: "2MB", maintenance_work_mem: "8MB" });
  const setting = async (name: string) => {
    const result = await database.db.execute(sql`select current_setting(${name}) as value`);
    return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
  };
  try {
    expect(await setting("shared_buffers")).toBe(PGLITE_DEFAULT_SETTINGS.shared_buffers);
    expect(await setting("max_connections")).toBe(PGLITE_DEFAULT_SETTINGS.max_connections);
    expect(await setting("work_mem")).toBe("2MB");
    expect(await setting("maintenance_work_mem")).toBe("8MB");
  } finally {
    await database.close();
  }
});
