import type { Services } from "./services.ts";

/** A one-time message carried across a redirect in the bt_flash cookie. */
export type Flash = { title: string; description?: string; variant?: "default" | "destructive" };

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address (behind a proxy only when TRUST_PROXY is set). */
    clientIp: string;
    /** The flash message of this request, already cleared from the browser. */
    flash: Flash | null;
    /** Asks the server to set the bt_flash cookie on this response. */
    setFlash(flash: Flash): void;
  }
}

export {};
