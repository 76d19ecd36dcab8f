import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { createRuleSet, loopThrough, parseFrom, parseTo, RuleRefusal, shadows, type Rule } from "./rules.ts";

/** Whether a route of ours serves a path (a piece, a category, a page, a fixed route): the server's
 * answer, given by the request's context (server/http/old-links.ts `ownsPath`). */
export type OwnsPath = (path: string) => boolean;

export const ruleColumns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  prefix: redirects.prefix,
  to: redirects.to,
  status: redirects.status,
};

/** Every rule, as the request path and the checks read them. */
export const loadRules = (db: Db): Promise<Rule[]> =>
  db.select(ruleColumns).from(redirects).orderBy(asc(redirects.fromPath));

/** 'From' as the editor reads it: '/old-blog/*' for a prefix. */
export const fromText = (rule: Pick<Rule, "fromPath" | "prefix">) =>
  rule.prefix ? `${rule.fromPath === "/" ? "" : rule.fromPath}/*` : rule.fromPath;

/** A rule checked against the others (`rules`): the paths' own rules, an address a route of ours serves,
 * a second rule for the same 'From', and a loop through it. Throws RuleRefusal with the editor's text. */
export function checkedRule(
  rules: readonly Rule[],
  owns: OwnsPath,
  input: { from: string; to: string; status: string },
): Rule {
  const { fromPath, prefix } = parseFrom(input.from);
  const status = Number(input.status);
  if (status !== 301 && status !== 302) throw new RuleRefusal("The status must be 301 or 302.", "status");
  const rule: Rule = { id: "", fromPath, prefix, to: parseTo(input.to, prefix), status };
  if (shadows(owns, rule))
    throw new RuleRefusal(
      `${fromText(rule)} is an address of this site (a piece, a category, a page or one of its own routes): redirects only answer addresses that would not be found.`,
      "from",
    );
  if (rules.some((r) => r.fromPath === fromPath && r.prefix === prefix))
    throw new RuleRefusal(`There is already a redirect from ${fromText(rule)}: remove it first.`, "from");
  const loop = loopThrough(createRuleSet([...rules, rule]), owns, rule);
  if (loop) throw new RuleRefusal(`This redirect would make a loop: ${loop}.`, "to");
  return rule;
}

/** Writes checked rules in one transaction that first locks the table, so that two editors' additions
 * cannot make a loop between them: `check` runs again on the rules as they are under the lock. */
export async function writeRules<T>(
  db: Db,
  actor: SessionUser,
  check: (rules: Rule[]) => { rules: Omit<Rule, "id">[]; result: T },
  summary: (result: T, count: number) => string,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table redirects in share row exclusive mode`);
    const { rules, result } = check(await loadRules(tx));
    if (rules.length) {
      await tx
        .insert(redirects)
        .values(rules.map(({ fromPath, prefix, to, status }) => ({ fromPath, prefix, to, status })));
      await recordAudit(tx, actorOf(actor), {
        action: "redirect",
        subject: { type: "redirect" },
        summary: summary(result, rules.length),
        details: { change: "added", count: rules.length },
      });
    }
    return result;
  });
}
