import type { ArchivedCopy } from "#shared/archived-copy.ts";
import type { PageChange } from "./http/page-changes.ts";
import type { SharedTags } from "./http/shared-values.ts";
import type { Services } from "./services.ts";

/** A one-time message carried across a redirect in the bt_flash cookie. */
export type Flash = { title: string; description?: string; variant?: "default" | "destructive" };

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (behind a proxy only when TRUST_PROXY is set). */
    clientIp: string;
    /** Aborted when the client leaves before its answer: long work (an import) stops on it. Not
     * `request.signal`, which may never abort (server/http/client-gone.ts). */
    readonly clientGone: AbortSignal;
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
    /** The public pages' boot script (decision 0063, server/http/island-boot.ts), or null when the
     * build has none. */
    islandBoot: string | null;
    /** The request asks for the reading mode for slow networks (server/http/reading-mode.ts). */
    lightReading: boolean;
    /** What this page shows beyond its path, for the page cache: loaders add tags such as an article's
     * (server/http/page-changes.ts). */
    pageTags: Set<string>;
    /** The origins of the provider frames this page may load once a reader clicks an embed (decision
     * 0075): the page's Content-Security-Policy lists them, and only them, in `frame-src`. */
    frameSources: Set<string>;
    /** Says what a successful write changed, so that the cached pages showing it are dropped in every
     * process (decision 0016). Every action that changes what public pages show calls it. */
    pagesChanged(change: PageChange): void;
    /** Whether a route of ours serves a path (server/http/old-links.ts): no redirect may be made from it
     * (decision 0069). */
    ownsPath(path: string): boolean;
    /** A value every request of this process shares (server/http/shared-values.ts): what `load`
     * answers, loaded once, until a change touching every page drops it, or, given `tagsOf`, a change
     * touching the tags it names for the value. */
    shared<T>(key: string, load: () => Promise<T>, tagsOf?: SharedTags<T>): Promise<T>;
    /** The archived copy this page is rendered for (decision 0080): set only by the archive's own
     * in-process renderer (createApp's `archived`), null for every request a reader can make. */
    archived: ArchivedCopy | null;
  }
}

export {};
