import { createHash, randomBytes } from "node:crypto";

/**
 * Who votes (decision 0077): a signed-in reader by their account; any other reader by a random token in
 * a first-party cookie the vote sets, kept as its SHA-256 so the table holds nothing a browser could
 * replay. Nothing else about the browser is read: no fingerprint, no address stored.
 */
export type Voter = { userId: string } | { browserToken: string };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isBrowserToken = (token: string | undefined): token is string => !!token && TOKEN.test(token);
export const newBrowserToken = () => randomBytes(32).toString("base64url");

/** The key a vote is stored under: one vote per key and poll. */
export function voterKey(voter: Voter): string {
  return "userId" in voter
    ? `u:${voter.userId}`
    : `b:${createHash("sha256").update(voter.browserToken).digest("hex")}`;
}
