import { DEFAULT_COMMENT_RULES, isCommentMode, type CommentMode } from "#shared/comment-modes.ts";
import { commentRulesForm } from "#shared/schemas/comment-rules.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";

/** The site's rules for new comments (issue 27), as site settings. */
export type CommentRules = { mode: CommentMode; linkLimit: number; blockedWords: string[] };

const KEYS = { mode: "comment_mode", linkLimit: "comment_link_limit", blockedWords: "comment_blocked_words" };

/** The stored rules, the defaults where none is stored. */
export async function getCommentRules(db: Db): Promise<CommentRules> {
  const stored = await readSettings(db, Object.values(KEYS));
  const mode = stored.get(KEYS.mode);
  const linkLimit = stored.get(KEYS.linkLimit);
  const words = stored.get(KEYS.blockedWords);
  return {
    mode: isCommentMode(mode) ? mode : DEFAULT_COMMENT_RULES.mode,
    linkLimit: Number.isInteger(linkLimit) ? (linkLimit as number) : DEFAULT_COMMENT_RULES.linkLimit,
    blockedWords: Array.isArray(words) ? words.filter((w): w is string => typeof w === "string") : [],
  };
}

/** Saves the rules (editors: they moderate). Recorded in the audit log as a settings change; the
 * blocked words themselves are not written there, only that they changed. */
export async function saveCommentRules(
  db: Db,
  actor: SessionUser | null,
  input: unknown,
): Promise<CommentRules> {
  assertCan(actor, "moderation");
  const rules = validate(commentRulesForm, input);
  const before = await getCommentRules(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, KEYS.mode, rules.mode);
    await setSetting(tx, KEYS.linkLimit, rules.linkLimit);
    await setSetting(tx, KEYS.blockedWords, rules.blockedWords);
    await auditSettings(tx, actor, [
      { label: "Comment mode", from: before.mode, to: rules.mode, shown: true },
      { label: "Comment link limit", from: before.linkLimit, to: rules.linkLimit, shown: true },
      { label: "Blocked words", from: before.blockedWords, to: rules.blockedWords },
    ]);
  });
  return rules;
}

/** The mode an article takes comments in: its own, else the site's. */
export const effectiveMode = (own: CommentMode | null | undefined, rules: CommentRules): CommentMode =>
  own ?? rules.mode;

/** A link: an address starting with http://, https:// or www., counted once however it starts. */
const LINK = /(?:\bhttps?:\/\/|\bwww\.)\S+/gi;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Why the spam rule holds a comment (more than `linkLimit` links, or a blocked word, matched whole
 * and case ignored), or null when it does not. */
export function spamReason(
  content: string,
  rules: Pick<CommentRules, "linkLimit" | "blockedWords">,
): string | null {
  const links = content.match(LINK)?.length ?? 0;
  if (links > rules.linkLimit)
    return `More than ${rules.linkLimit} ${rules.linkLimit === 1 ? "link" : "links"}`;
  const text = content.toLowerCase();
  for (const word of rules.blockedWords)
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, "u").test(text))
      return "A blocked word";
  return null;
}
