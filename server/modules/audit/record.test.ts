import { describe, expect, it } from "vitest";
import { actorOf, withoutSecrets } from "./record.ts";

describe("withoutSecrets", () => {
  it("drops every secret-looking key, at any depth, and keeps the rest as given", () => {
    expect(
      withoutSecrets({
        title: "Floods in Silchar",
        password: "hunter22",
        newPassword: "x",
        token: "abc",
        resetToken: "abc",
        code: "123456",
        recoveryCode: "ABCD-EFGH",
        secret: "JBSWY3DP",
        passwordHash: "$argon2id$",
        cookie: "bt_session=1",
        sessionId: "s",
        otp: "1",
        apiKey: "k",
        changed: [{ setting: "Site name", from: "A", to: "B" }],
        nested: { role: "editor", inviteToken: "t", deeper: { Password: "p", name: "Rina" } },
      }),
    ).toEqual({
      title: "Floods in Silchar",
      changed: [{ setting: "Site name", from: "A", to: "B" }],
      nested: { role: "editor", deeper: { name: "Rina" } },
    });
  });

  it("names an actor by name, else username, else e-mail, with the request's address", () => {
    const base = { id: "u1", email: "rina@example.org", ip: "203.0.113.9" };
    expect(actorOf({ ...base, name: "Rina Das", username: "rina" })).toEqual({
      id: "u1",
      name: "Rina Das",
      ip: "203.0.113.9",
    });
    expect(actorOf({ ...base, name: null, username: "rina" }).name).toBe("rina");
    expect(actorOf({ ...base, name: "", username: null, ip: undefined })).toEqual({
      id: "u1",
      name: "rina@example.org",
      ip: null,
    });
  });
});
