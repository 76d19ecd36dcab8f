import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydration, watchCspViolations } from "../helpers/browser.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite();

/** The page at `path`, hydrated: these tests are about what its scripts do. */
async function open(path: string): Promise<Page> {
  const page = await site.page();
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

const cardTitles = (page: Page) => page.locator("main article h3").allInnerTexts();

describe("category page", () => {
  it("searches as the reader types, keeps the search in the URL, and Back returns to the full list", async () => {
    const page = await open("/politics");
    const all = await cardTitles(page);
    expect(all).toHaveLength(6);
    await page.getByRole("main").getByRole("searchbox").fill("COUNCIL");
    await page.waitForURL(/\/politics\?q=COUNCIL$/);
    await expect.poll(async () => (await cardTitles(page)).length).toBeLessThan(6);
    for (const card of await page.locator("main article").allInnerTexts())
      expect(card.toLowerCase()).toContain("council");
    await page.goBack();
    await page.waitForURL(/\/politics$/);
    await expect.poll(() => cardTitles(page)).toEqual(all);
  });

  it("filters by publication date from the filter panel and says when nothing matches", async () => {
    const page = await open("/politics");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByLabel("Published on").fill("2001-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/date=2001-01-01/);
    await page.getByText("No articles found for this date").waitFor();
  });

  it("pages through results with numbered links and goes back to page 1 when the search changes", async () => {
    const page = await open("/general");
    const first = await cardTitles(page);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await cardTitles(page))[0]).not.toBe(first[0]);
    await page.getByRole("main").getByRole("searchbox").fill("a");
    await page.waitForURL((url) => url.searchParams.get("q") === "a" && !url.searchParams.has("page"));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe("header", () => {
  it("opens MORE from the keyboard, lists the eleven sections and the sports desk, and closes it with Escape", async () => {
    const page = await open("/");
    const more = page.getByRole("navigation", { name: "Main" }).getByText("More");
    await more.focus();
    await page.keyboard.press("Enter");
    const links = page.getByRole("navigation", { name: "Main" }).locator("details ul a");
    // SPEC's eleven sections, then Sports (issue 42, decision 0078: the teams and scores at /sports).
    await expect.poll(() => links.count()).toBe(12);
    expect(await links.last().textContent()).toBe("Sports");
    await expect.poll(() => links.first().isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => links.first().isVisible()).toBe(false);
  });

  it("hides when scrolling down past 100 px and comes back when scrolling up", async () => {
    const page = await open("/");
    const header = page.getByRole("banner");
    const top = () => header.evaluate((el) => el.getBoundingClientRect().bottom);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 600);
    await expect.poll(top).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBeGreaterThan(0);
  });

  // The header's height goes only where it is read: a custom property on the root would restyle every
  // element of the page when it is set (issue 39).
  it("lands in-page links below it: the page's scroll padding and the contents box's offset follow its height", async () => {
    const page = await open("/privacy-policy");
    const height = await page.getByRole("banner").evaluate((el) => (el as HTMLElement).offsetHeight);
    const padding = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
    await expect.poll(padding).toBe(`${height}px`);
    const box = page.locator("[data-below-header]");
    expect(await box.evaluate((el) => getComputedStyle(el).top)).toBe(`${height + 24}px`);
    expect(await page.evaluate(() => document.documentElement.style.cssText)).not.toContain("--");
  });

  // Each link loads its page (decision 0063: no client-side navigation on public pages, as issue 39
  // allows), which marks its section.
  it("opens its sections and the footer's pages, marking the section shown", async () => {
    const page = await open("/");
    const main = page.getByRole("navigation", { name: "Main" });
    expect(await main.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    await main.getByRole("link", { name: "Politics" }).click();
    await page.waitForURL(/\/politics$/);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Politics" }).waitFor();
    expect(await main.getByRole("link", { name: "Politics" }).getAttribute("aria-current")).toBe("page");
    expect(await main.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    const footer = page.getByRole("navigation", { name: "Footer" });
    await footer.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(/\/about$/);
    await page.goBack();
    await page.waitForURL(/\/politics$/);
    // With a modifier key the browser has the click: a new tab, this page unmoved.
    const opened = page.context().waitForEvent("page");
    await footer.getByRole("link", { name: "Careers" }).click({ modifiers: ["Control"] });
    await (await opened).close();
    expect(page.url()).toMatch(/\/politics$/);
  });
});

describe("article page", () => {
  const firstParagraph = (html: string) => html.match(/id="article-body"[^>]*><p>([^<]{40})/)![1]!;

  it("sends the body once in the page's HTML and keeps it after hydration", async () => {
    const home = await (await fetch(site.url)).text();
    const path = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)![1]!;
    const html = await (await fetch(`${site.url}${path}`)).text();
    const sentence = firstParagraph(html);
    expect(html.split(sentence)).toHaveLength(2);
    const data = await (await fetch(`${site.url}${path}.data`)).text();
    expect(data).toContain(sentence);

    const page = await open(path);
    await page.locator("main h1").waitFor();
    expect(await page.locator("#article-body").innerText()).toContain(sentence);
  });

  it("shows the new body after a client-side move to a related article", async () => {
    const page = await open("/politics");
    await page.locator("main article a[href^='/article/']").first().click();
    await page.waitForURL(/\/article\//);
    const first = await page.locator("#article-body").innerText();
    expect(first.length).toBeGreaterThan(200);
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("link").first();
    const title = (await related.innerText()).trim();
    await related.click();
    await expect.poll(() => page.locator("main h1").innerText()).toBe(title);
    const second = await page.locator("#article-body").innerText();
    expect(second.length).toBeGreaterThan(200);
    expect(second).not.toBe(first);
  });
});

describe("breaking news ticker", () => {
  it("can be paused and offers a dot per item", async () => {
    const page = await open("/");
    const ticker = page.getByRole("region", { name: "Breaking news" });
    expect(await ticker.getByRole("button", { name: /Show breaking news/ }).count()).toBe(2);
    await ticker.getByRole("button", { name: "Pause breaking news" }).click();
    await ticker.getByRole("button", { name: "Play breaking news" }).waitFor();
    const link = ticker.getByRole("link");
    expect(await link.getAttribute("href")).toMatch(/^\/article\/breaking-news-/);
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL(/\/article\/breaking-news-/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(title);
  });
});

describe("creative page", () => {
  it("opens a piece in a dialog, closes it with Escape and gives focus back to the card", async () => {
    const page = await open("/creative");
    const card = page.locator("main a[href*='piece=']").first();
    await card.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.locator(".prose-body").count()).toBe(1);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await card.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("filters by type and starts again at page 1", async () => {
    const page = await open("/creative?page=2");
    await page.getByRole("link", { name: "Poetry", exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("type") === "poetry" && !url.searchParams.has("page"),
    );
    await page.getByText(/Showing 1 to \d of \d+ creative works/).waitFor();
  });
});

describe("content security policy", () => {
  const nonceOf = (response: Response) =>
    response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;

  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !m[1]!.includes("application/ld+json") && !m[1]!.includes(" src="),
    );

  // A public page has no inline script (decision 0063): the pages of the React app have React Router's.
  it("gives every personal response its own nonce, on every inline script", async () => {
    const path = "/forgot-password";
    const seen = new Set<string>();
    for (let i = 0; i < 2; i++) {
      // Any session cookie makes the page personal: rendered afresh, never shared (decision 0017).
      const response = await fetch(`${site.url}${path}`, { headers: { cookie: "bt_session=not-a-session" } });
      const nonce = nonceOf(response);
      const scripts = inlineScripts(await response.text());
      expect(scripts.length).toBeGreaterThan(2);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2);
  });

  it("lets a shared page run the site's own script files only, with no nonce a shared cache would give away", async () => {
    const home = await (await fetch(site.url)).text();
    const path = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)![1]!;
    const policies = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${site.url}${path}`);
      const policy = response.headers.get("content-security-policy")!;
      const html = await response.text();
      expect(policy).not.toContain("nonce");
      expect(html).not.toMatch(/\snonce=/);
      // Its one script is the islands' boot, a file of the site's own (decision 0063).
      expect(inlineScripts(html)).toEqual([]);
      expect(html).toMatch(/<script type="module" src="\/assets\/islands\/boot-[\w-]+\.js"><\/script>/);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      policies.add(policy);
    }
    expect(policies.size).toBe(1);
    expect((await fetch(`${site.url}${path}`)).headers.get("x-cache")).toBe("HIT");
  });

  it("lets the pages run without a single violation", async () => {
    const page = await site.page();
    const violations = await watchCspViolations(page);
    for (const path of ["/", "/politics?q=council", "/contact"]) {
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      expect(await violations()).toEqual([]);
    }
    await page.goto(`${site.url}/creative`, { waitUntil: "networkidle" });
    await page.locator("main a[href*='piece=']").first().click();
    await page.getByRole("dialog").waitFor();
    expect(await violations()).toEqual([]);
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    await page.locator("main a[href^='/article/']:not([href*='breaking-news'])").first().click();
    await page.waitForURL(/\/article\//);
    await page
      .getByText(/Comments/)
      .first()
      .waitFor();
    expect(await violations()).toEqual([]);
  });
});
