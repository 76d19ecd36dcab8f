import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../app/lib/constants.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { hashPassword } from "./passwords.ts";
import { validate } from "../validate.ts";

const adminInput = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address")),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,40}$/i, "Username: 3 to 40 letters, digits, dots, dashes or underscores"),
  name: z.string().trim().min(1, "Name is required").max(100),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(MAX_PASSWORD_LENGTH),
});

/** An admin account, verified from the start (it is created by someone with access to the server). */
export async function createAdmin(db: Db, input: unknown) {
  const a = validate(adminInput, input);
  const [user] = await db
    .insert(users)
    .values({
      ...a,
      passwordHash: await hashPassword(a.password),
      role: "admin",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, email: users.email, username: users.username });
  return user!;
}
