import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";

/** A staff account's link to the school's sign-in (decision 0066): the provider's issuer and its
 * subject identify the person, never the e-mail address, which the school may reassign. */
export const schoolSignInLinks = pgTable(
  "school_sign_in_links",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index("school_sign_in_links_user_idx").on(t.userId),
  ],
);

/** One sign-in on its way through the provider: kept here, not in the browser, and deleted by the
 * callback that uses it (single use). `state_hash` is sha256 of the state sent to the provider. */
export const schoolSignInAttempts = pgTable("school_sign_in_attempts", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  /** The staff invitation this sign-in accepts, if any (its token's hash). */
  invitationHash: text("invitation_hash"),
  /** Whose sign-in this is: staff at /admin, or a reader on the public site (decision 0066). */
  audience: text("audience", { enum: ["staff", "reader"] })
    .notNull()
    .default("staff"),
  /** The public page a reader's sign-in comes back to (a path on this site). */
  returnTo: text("return_to"),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
});

/** A person from an allowed domain who signed in with no account, waiting for an admin's approval. */
export const schoolSignInRequests = pgTable(
  "school_sign_in_requests",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);

/** An existing account's address came back verified from the school's sign-in, but the account is not
 * linked yet: its owner proves it with their password once (decision 0066); single use, short-lived.
 * `token_hash` is sha256 of the cookie that carries the offer. */
export const schoolSignInLinkOffers = pgTable("school_sign_in_link_offers", {
  tokenHash: text("token_hash").primaryKey(),
  issuer: text("issuer").notNull(),
  subject: text("subject").notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: ts("expires_at").notNull(),
});
