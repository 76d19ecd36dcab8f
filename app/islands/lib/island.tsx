import type { ComponentType } from "react";
import { ARCHIVED_ISLANDS } from "#shared/archived-copy.ts";
import { useArchived } from "./archived.ts";

/** When the browser loads an island's code and hydrates it (decision 0063): once the page is idle,
 * once the island comes near the screen, or at the reader's first pointer, touch, focus or key on it. */
export type IslandLoad = "idle" | "visible" | "interaction";

/**
 * An island of a public page (decision 0063): the server renders `Component` as part of the page, in
 * an element that names the island and carries its props as JSON; the boot script (./boot.ts) loads
 * `app/islands/<name>.tsx` when `load` says and hydrates that element with it, in Preact. On a page that
 * is the React app (the portal, the account), React renders and hydrates the same tree, wrapper and
 * all. The wrapper takes no box of its own (`display: contents`). Props must be plain JSON, and the
 * island's module must default-export `Component`; an island never renders another island's wrapper.
 * In an archived copy (decision 0080) an island is kept, drawn as plain HTML, or left out, as
 * `ARCHIVED_ISLANDS` says.
 */
export function island<P extends object>(name: string, Component: ComponentType<P>, load: IslandLoad) {
  function Island(props: P) {
    const archived = useArchived();
    if (archived && ARCHIVED_ISLANDS[name] === "drop") return null;
    if (archived && ARCHIVED_ISLANDS[name] !== "keep") return <Component {...props} />;
    return (
      <div data-island={name} data-load={load} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
