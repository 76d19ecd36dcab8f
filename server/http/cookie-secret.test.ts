import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { siteSettings } from "../db/schema.ts";
import { loadCookieSecret } from "./cookie-secret.ts";

describeEachEngine("the cookie secret", ({ db }) => {
  it("is made once, at random, and every later start (or process) reads the same one", async () => {
    const [first, second, third] = await Promise.all([
      loadCookieSecret(db()),
      loadCookieSecret(db()),
      loadCookieSecret(db()),
    ]);
    expect(first!.length).toBe(32);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await loadCookieSecret(db())).toEqual(first);
    const rows = await db().select().from(siteSettings).where(eq(siteSettings.key, "cookie_secret"));
    expect(rows).toHaveLength(1);
  });
});
