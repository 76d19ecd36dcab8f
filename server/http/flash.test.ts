import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { flashCookie, flashExchange, readFlash } from "./flash.ts";

const secret = randomBytes(32);
const flash = { title: "Login successful", description: "Welcome back, desk!" };

/** The browser's next request, carrying what a Set-Cookie header gave it. */
function carrying(setCookie: string, url = "http://localhost/") {
  return new Request(url, { headers: { cookie: `theme=dark; ${setCookie.split(";")[0]}` } });
}

describe("the flash cookie", () => {
  it("carries a message to the next request, signed", () => {
    const cookie = flashCookie(new Request("http://localhost/"), flash, secret);
    expect(cookie).toMatch(/^bt_flash=[\w-]+\.[\w-]{43}; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);
    expect(readFlash(carrying(cookie), secret)).toEqual(flash);
  });

  it("is __Host- and Secure over https", () => {
    const cookie = flashCookie(new Request("https://news.example.org/"), flash, secret);
    expect(cookie).toMatch(/^__Host-bt_flash=.*; Path=\/; .*; Secure$/);
    expect(readFlash(carrying(cookie, "https://news.example.org/"), secret)).toEqual(flash);
    expect(readFlash(carrying(cookie, "http://news.example.org/"), secret)).toBeNull();
  });

  it("ignores a message a client wrote itself, or signed with another key, or altered", () => {
    const forged = Buffer.from(JSON.stringify({ title: "Your account is locked" })).toString("base64url");
    expect(readFlash(carrying(`bt_flash=${forged}`), secret)).toBeNull();
    expect(readFlash(carrying(`bt_flash=${forged}.${"A".repeat(43)}`), secret)).toBeNull();
    const other = flashCookie(new Request("http://localhost/"), flash, randomBytes(32));
    expect(readFlash(carrying(other), secret)).toBeNull();

    const genuine = flashCookie(new Request("http://localhost/"), flash, secret).split(";")[0]!;
    const [payload, signature] = genuine.slice("bt_flash=".length).split(".");
    expect(readFlash(carrying(`bt_flash=${forged}.${signature}`), secret)).toBeNull();
    expect(readFlash(carrying(`bt_flash=${payload}.${signature}.x`), secret)).toBeNull();
    expect(readFlash(carrying(`bt_flash=${payload}.${signature!.slice(0, -1)}`), secret)).toBeNull();
  });

  it("is cleared with an empty value that expires at once", () => {
    expect(flashCookie(new Request("http://localhost/"), null, secret)).toBe(
      "bt_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });
});

describe("a request's flash", () => {
  const carryingFlash = () => carrying(flashCookie(new Request("http://localhost/"), flash, secret));
  const answer = (status: number) => new Response(null, { status });
  const cleared = "bt_flash=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax";

  it("is shown by the page that answers and reads it, which clears it", () => {
    const exchange = flashExchange(carryingFlash(), secret, true);
    expect(exchange.incoming).toEqual(flash);
    expect(exchange.cookies(answer(200))).toEqual([cleared]);
  });

  it("waits for a page that reads it", () => {
    expect(flashExchange(carryingFlash(), secret, true).cookies(answer(200))).toEqual([]);
  });

  it("passes on through a page's redirect, and a data request's 202 that stands for one", () => {
    const page = flashExchange(carryingFlash(), secret, true);
    void page.incoming;
    expect(page.cookies(answer(302))).toEqual([]);
    const data = flashExchange(carryingFlash(), secret, false);
    void data.incoming;
    expect(data.cookies(answer(202))).toEqual([]);
    const document = flashExchange(carryingFlash(), secret, true);
    void document.incoming;
    expect(document.cookies(answer(202))).toEqual([cleared]);
  });

  it("gives way to a new one, and sets nothing when there is none", () => {
    const exchange = flashExchange(carryingFlash(), secret, true);
    exchange.set({ title: "Logged out" });
    const [cookie] = exchange.cookies(answer(302));
    expect(readFlash(carrying(cookie!), secret)).toEqual({ title: "Logged out" });
    expect(flashExchange(new Request("http://localhost/"), secret, true).cookies(answer(200))).toEqual([]);
  });
});
