import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "#shared/roles.ts";
import { createdAt, id, inList, ts } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name"),
    username: text("username"),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: ts("email_verified_at"),
    role: text("role", { enum: ROLES }).notNull().default("reader"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** A deactivated staff member (issue 26): no sessions, no sign-in; their bylines stay. */
    deactivatedAt: ts("deactivated_at"),
    /** The last completed sign-in, for the staff list. */
    lastSignInAt: ts("last_sign_in_at"),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_role_check", inList("role", ROLES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie value: a copy of the table does not hand out sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Password accepted, second factor still owed. */
    pendingSecondFactor: boolean("pending_second_factor").notNull().default(false),
    /** Signed in by the school's sign-in, whose `amr` showed more than one factor (decision 0066): the
     * 'staff must use two-factor' rule accepts it. */
    schoolMultiFactor: boolean("school_multi_factor").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    idleExpiresAt: ts("idle_expires_at").notNull(),
    absoluteExpiresAt: ts("absolute_expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verification_tokens_hash_idx").on(t.tokenHash),
    index("verification_tokens_user_idx").on(t.userId, t.purpose),
    check("verification_tokens_purpose_check", inList("purpose", ["verify_email", "reset_password"])),
  ],
);

export const totpFactors = pgTable(
  "totp_factors",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name").notNull().default("Authenticator app"),
    secret: text("secret").notNull(),
    verifiedAt: ts("verified_at"),
    /** The last accepted 30-second step: a code is never accepted twice. */
    lastUsedStep: integer("last_used_step"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("totp_factors_user_idx").on(t.userId)],
);
