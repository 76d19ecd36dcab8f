import { isPrivateHost } from "#shared/private-hosts.ts";

/** One redirect as the request path reads it (decision 0069): `fromPath` without a trailing slash; a
 * prefix rule covers `fromPath` and every address under it; its `to` ends with '/*' when the rest of
 * the address is kept ('/old-blog/*' → '/news/*': '/old-blog/2024/x' → '/news/2024/x'). */
export type Rule = { id: string; fromPath: string; prefix: boolean; to: string; status: number };

/** The longest address a rule may name (as the old paths of an import). */
const MAX_LENGTH = 2000;
/** How many redirects one address may pass through before we call it a loop. */
const MAX_HOPS = 10;
const KEEP_REST = "/*";

/** A path as requests give it (percent-encoded as the URL parser writes it), without trailing slashes
 * ('/about/' → '/about'); '/' stays. */
export function normalPath(path: string): string {
  return path.replace(/\/+$/, "") || "/";
}

/** Why a rule's input is refused: the text the editor reads, and the field it concerns. */
export class RuleRefusal extends Error {
  constructor(
    message: string,
    readonly field: "from" | "to" | "status",
  ) {
    super(message);
  }
}

/** 'From' as a rule keeps it: a path of this site ('/old', '/old/'), or a prefix ('/old-blog/*'). */
export function parseFrom(input: string): { fromPath: string; prefix: boolean } {
  const text = input.trim();
  if (!text.startsWith("/") || text.startsWith("//"))
    throw new RuleRefusal(
      "'From' must be a path of this site that starts with '/', such as /old-page.",
      "from",
    );
  if (/[?#\s]/.test(text) || text.length > MAX_LENGTH)
    throw new RuleRefusal("'From' must be a path alone, without a query, '#' or spaces.", "from");
  const prefix = text.endsWith(KEEP_REST);
  const path = new URL(prefix ? text.slice(0, -KEEP_REST.length) || "/" : text, "http://site.invalid")
    .pathname;
  if (path.includes("*")) throw new RuleRefusal("'*' may only end 'From', as in /old-blog/*.", "from");
  return { fromPath: normalPath(path), prefix };
}

/** 'To' as a rule keeps it: a path of this site (with a query if any) or an http(s) address that is not
 * on a private network (the addresses server/providers/address-policy.ts keeps provider calls from). */
export function parseTo(input: string, prefix: boolean): string {
  const text = input.trim();
  if (!text || text.length > MAX_LENGTH || /\s/.test(text))
    throw new RuleRefusal(
      "'To' must be a path of this site (/new-page) or a full address (https://…).",
      "to",
    );
  if (text.endsWith(KEEP_REST) && !prefix)
    throw new RuleRefusal(
      "Only a prefix ('From' ending in /*) can keep the rest of the address with /*.",
      "to",
    );
  if (text.startsWith("/") && !text.startsWith("//")) {
    const url = new URL(text, "http://site.invalid");
    return `${url.pathname}${url.search}`;
  }
  const url = URL.parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password)
    throw new RuleRefusal(
      "'To' must be a path of this site (/new-page) or a full address (https://…).",
      "to",
    );
  if (isPrivateHost(url.hostname))
    throw new RuleRefusal(
      `'To' may not lead to a private address (${url.hostname}): readers' browsers would be sent into a local network.`,
      "to",
    );
  return url.href;
}

/** The rules in the order a request reads them: the exact address first, then the longest prefix. */
export function createRuleSet(rules: readonly Rule[]) {
  const exact = new Map(rules.filter((r) => !r.prefix).map((r) => [r.fromPath, r]));
  const prefixes = rules.filter((r) => r.prefix).sort((a, b) => b.fromPath.length - a.fromPath.length);
  const match = (path: string): Rule | undefined => {
    const key = normalPath(path);
    return (
      exact.get(key) ??
      prefixes.find((r) => r.fromPath === "/" || key === r.fromPath || key.startsWith(`${r.fromPath}/`))
    );
  };
  return { match, size: rules.length };
}
export type RuleSet = ReturnType<typeof createRuleSet>;

/** Where `rule` sends a request for `path` with its `search`: the rest kept for a '/*' prefix, and the
 * request's query kept unless the target has its own. */
export function targetOf(rule: Rule, path: string, search = ""): string {
  let to = rule.to;
  if (rule.prefix && to.endsWith(KEEP_REST)) {
    const rest = normalPath(path).slice(rule.fromPath === "/" ? 0 : rule.fromPath.length);
    to = `${to.slice(0, -KEEP_REST.length)}${rest}` || "/";
  }
  return search && !to.includes("?") ? `${to}${search}` : to;
}

/** The path of a target of ours, or null for an absolute address. */
const localPath = (target: string) =>
  target.startsWith("/") ? normalPath(new URL(target, "http://site.invalid").pathname) : null;

/** One address's way through the rules: each address reached and the rule that sent it on, until an
 * address no rule takes, one a route of ours serves (`owns`), an absolute address, or a loop. */
export function follow(rules: RuleSet, owns: (path: string) => boolean, start: string) {
  const steps: { path: string; rule: Rule }[] = [];
  let path = normalPath(start);
  for (;;) {
    const rule = owns(path) ? undefined : rules.match(path);
    if (!rule) return { steps, end: path, loop: false };
    steps.push({ path, rule });
    const target = targetOf(rule, path);
    const next = localPath(target);
    if (next === null) return { steps, end: target, loop: false };
    if (steps.some((s) => s.path === next) || steps.length >= MAX_HOPS)
      return { steps, end: next, loop: true };
    path = next;
  }
}

/** The addresses a rule covers that the loop check follows: its own, and for a prefix one under it. */
const samples = (rule: Rule) =>
  rule.prefix ? [rule.fromPath, `${normalPath(rule.fromPath)}/loop-check`] : [rule.fromPath];

/** The chain of a loop the rules make through `rule` ('/a → /b → /a'), or null. */
export function loopThrough(rules: RuleSet, owns: (path: string) => boolean, rule: Rule): string | null {
  for (const sample of samples(rule)) {
    const { steps, end, loop } = follow(rules, owns, sample);
    if (loop) return [...steps.map((s) => s.path), end].join(" → ");
  }
  return null;
}

/** Whether a rule's 'From' is an address a route of ours serves (a piece, a category, a page, a fixed
 * route), or for a prefix covers one: such an address never reaches the redirects. */
export const shadows = (owns: (path: string) => boolean, rule: Pick<Rule, "fromPath" | "prefix">) =>
  samples(rule as Rule).some(owns);
