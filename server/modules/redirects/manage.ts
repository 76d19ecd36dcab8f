import { desc, eq } from "drizzle-orm";
import { redirectForm, redirectTestForm } from "#shared/schemas/redirect.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { oldPathKey, redirectFor } from "../moving-in/old-paths.ts";
import { createRuleSet, follow, normalPath, RuleRefusal, targetOf } from "./rules.ts";
import { checkedRule, fromText, loadRules, writeRules, type OwnsPath } from "./store.ts";

type Actor = SessionUser | null | undefined;

/** A refusal of the rules as the one answer shape: the message, and the field it concerns. */
export const refused = (error: RuleRefusal) => new Invalid(error.message, { [error.field]: error.message });

/** Settings → Redirects: every rule with its hits, the most used first. */
export async function listRedirects(db: Db, actor: Actor) {
  assertCan(actor, "redirects");
  const rows = await db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      prefix: redirects.prefix,
      to: redirects.to,
      status: redirects.status,
      hits: redirects.hits,
      lastHitAt: redirects.lastHitAt,
    })
    .from(redirects)
    .orderBy(desc(redirects.hits), redirects.fromPath);
  return rows.map((row) => ({ ...row, from: fromText(row) }));
}

/** Adds a redirect, or refuses it with nothing stored (rules.ts, store.ts `checkedRule`). */
export async function addRedirect(db: Db, actor: Actor, input: unknown, owns: OwnsPath) {
  assertCan(actor, "redirects");
  const form = validate(redirectForm, input);
  try {
    return await writeRules(
      db,
      actor,
      (rules) => {
        const rule = checkedRule(rules, owns, form);
        return { rules: [rule], result: { from: fromText(rule), to: rule.to, status: rule.status } };
      },
      (added) => `${added.from} → ${added.to} (${added.status})`,
    );
  } catch (error) {
    throw error instanceof RuleRefusal ? refused(error) : error;
  }
}

/** Removes a redirect; its hits go with it. */
export async function removeRedirect(db: Db, actor: Actor, id: unknown) {
  assertCan(actor, "redirects");
  if (!isUuid(id)) throw new NotFound("That redirect is not there any more.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(redirects)
      .where(eq(redirects.id, id))
      .returning({ fromPath: redirects.fromPath, prefix: redirects.prefix, to: redirects.to });
    if (!row) throw new NotFound("That redirect is not there any more.");
    await recordAudit(tx, actorOf(actor), {
      action: "redirect",
      subject: { type: "redirect", id },
      summary: `${fromText(row)} → ${row.to}`,
      details: { change: "removed" },
    });
    return { from: fromText(row) };
  });
}

/** Test: where an address goes and through which rules, as a reader's request would go. */
export async function testRedirect(db: Db, actor: Actor, input: unknown, owns: OwnsPath) {
  assertCan(actor, "redirects");
  const { path: given } = validate(redirectTestForm, input);
  const url = URL.parse(given, "http://site.invalid");
  if (!url || !given.startsWith("/"))
    throw new Invalid("Enter a path of this site, such as /old-page.", {
      path: "Enter a path of this site, such as /old-page.",
    });
  const rules = createRuleSet(await loadRules(db));
  const path = normalPath(url.pathname);
  if (owns(path)) return { path: given, served: true, steps: [], end: path, loop: false };
  const { steps, end, loop } = follow(rules, owns, path);
  const key = steps.length ? null : oldPathKey(url.pathname, url.searchParams);
  const imported = key ? await redirectFor(db, key) : null;
  if (imported)
    return {
      path: given,
      served: false,
      steps: [{ at: path, from: "an imported old address", to: imported, status: 301 }],
      end: imported,
      loop: false,
    };
  return {
    path: given,
    served: false,
    steps: steps.map(({ path: at, rule }) => ({
      at,
      from: fromText(rule),
      to: targetOf(rule, at),
      status: rule.status,
    })),
    end,
    loop,
  };
}
