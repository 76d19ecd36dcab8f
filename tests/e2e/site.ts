import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

/** One built server (with its own data directory), a Chromium and, when asked, an SMTP server that
 * receives the site's mail: started before the file's tests and stopped after them. */
export function setUpSite({ smtp = false, env = {} }: { smtp?: boolean; env?: Record<string, string> } = {}) {
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (smtp) sink = await startSmtpSink();
    server = await startServer({ ...env, ...(sink ? { SMTP_URL: sink.url } : {}) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The site is not started");
    return value;
  };
  return {
    get url() {
      return ready(server).url;
    },
    get smtp() {
      return ready(sink);
    },
    get browser() {
      return ready(browser);
    },
    /** A page in a fresh browser context, with the once-per-browser splash already seen. */
    async page(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
      const { page } = await newPage(ready(browser), options);
      await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
      return page;
    },
  };
}
