import type { Services } from "./services.ts";

/** A one-time message carried across a redirect in the bt_flash cookie. */
export type Flash = { title: string; description?: string; variant?: "default" | "destructive" };

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (behind a proxy only when TRUST_PROXY is set). */
    clientIp: string;
    /** The flash message this request carries. Reading it (the root loader does) marks it shown: the
     * server then clears it from the browser, unless this response is a redirect. */
    readonly flash: Flash | null;
    /** Asks the server to set the bt_flash cookie on this response. */
    setFlash(flash: Flash): void;
    /** True for a page's HTML, false for the data requests (`*.data`) of client-side navigation. */
    documentRequest: boolean;
    /** Markup the server renders into this page but leaves out of the hydration data, by element id;
     * the browser reads it back from the page (see app/components/page-html.tsx). */
    pageHtml: Map<string, string>;
    /** This response's Content-Security-Policy nonce, for the inline scripts of the page. */
    cspNonce: string;
  }
}

export {};
