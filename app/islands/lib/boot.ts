import type { ComponentType } from "react";

// The public pages' one script (decision 0063). It loads no runtime of its own: it finds the page's
// islands (`data-island`, written by ./island.tsx) and loads each one's code, with Preact's runtime
// (./hydrate.ts), when the island's `data-load` says: once the page is idle, when the island comes
// near the screen, or at the reader's first pointer, touch, focus or key on it. A click on a button
// that came before its island had hydrated is played again once it has.

type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>("../*.tsx");

// Each island's hydration, once, as it runs: a click that comes while it loads waits for it.
const started = new WeakMap<HTMLElement, Promise<void>>();

function start(element: HTMLElement): Promise<void> {
  let hydrating = started.get(element);
  if (hydrating) return hydrating;
  const load = modules[`../${element.dataset.island}.tsx`];
  hydrating = load
    ? Promise.all([import("./hydrate.ts"), load()]).then(([{ hydrateIsland }, module]) =>
        hydrateIsland(module.default, element, JSON.parse(element.dataset.props ?? "{}") as object),
      )
    : Promise.resolve();
  started.set(element, hydrating);
  return hydrating;
}

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 200);

// The wrapper has no box (`display: contents`): its first element is what comes into view.
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      const element = entry.target.closest<HTMLElement>("[data-island]");
      if (element) void start(element);
    }
  },
  { rootMargin: "300px" },
);

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

function onInteraction(element: HTMLElement) {
  const go = () => void start(element);
  for (const type of INTERACTIONS) element.addEventListener(type, go, { once: true, passive: true });
  element.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (element.dataset.hydrated !== undefined || !button) return;
    event.preventDefault();
    // Played again only once hydrated: an island that could not load must not click for ever.
    void start(element).then(() => element.dataset.hydrated !== undefined && button.click());
  });
}

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (element.parentElement?.closest("[data-island]")) continue;
  const load = element.dataset.load;
  if (load === "visible" && element.firstElementChild) near.observe(element.firstElementChild);
  else if (load === "interaction") onInteraction(element);
  else whenIdle(() => void start(element));
}
