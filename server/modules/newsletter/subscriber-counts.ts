import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** The subscribers an issue would go to (confirmed), and those whose address is not confirmed yet. */
export type SubscriberCounts = { confirmed: number; waiting: number };

/** Both figures in one pass over the subscriptions: the dashboard and the Newsletter page say both. */
export async function subscriberCounts(db: Db): Promise<SubscriberCounts> {
  const result = await db.execute(sql`
    select count(*) filter (where confirmed_at is not null)::int as confirmed,
           count(*) filter (where confirmed_at is null)::int as waiting
    from newsletter_subscriptions`);
  const row = (result as unknown as { rows: { confirmed: number; waiting: number }[] }).rows[0];
  return { confirmed: Number(row?.confirmed ?? 0), waiting: Number(row?.waiting ?? 0) };
}
