import type { ComponentType } from "react";

// The public pages' one script (decision 0063). It loads no runtime of its own: it finds the page's
// islands (`data-island`, written by ./island.tsx) and loads each one's code, with Preact's runtime
// (./hydrate.ts), when the island's `data-load` says: once the page is idle, when the island comes
// near the screen, or at the reader's first pointer, touch, focus or key on it. A click on a button
// that came before its island had hydrated is played again once it has.

type IslandModule = { default: ComponentType<object> };
const modules = import.meta.glob<IslandModule>("../*.tsx");

/** Each island's hydration, once started: one load, however many times it is asked for. */
const started = new WeakMap<HTMLElement, Promise<void>>();

function start(element: HTMLElement): Promise<void> {
  let hydrated = started.get(element);
  if (!hydrated) {
    const load = modules[`../${element.dataset.island}.tsx`];
    // Each island hydrates in a task of its own, not in one with every island whose code came at once:
    // short tasks leave the page free to answer the reader between them.
    hydrated = load
      ? Promise.all([import("./hydrate.ts"), load()]).then(
          ([{ hydrateIsland }, module]) =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                hydrateIsland(module.default, element, JSON.parse(element.dataset.props ?? "{}") as object);
                resolve();
              }),
            ),
        )
      : Promise.resolve();
    started.set(element, hydrated);
  }
  return hydrated;
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
}

// A button that only a script makes do something, clicked before its island hydrated (whatever its
// `data-load`): the island is loaded now and the click played again on it once it has.
document.addEventListener(
  "click",
  (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[type="button"]');
    const element = button ? outermostIsland(button) : null;
    if (!button || !element || element.dataset.hydrated !== undefined) return;
    event.preventDefault();
    event.stopPropagation();
    void start(element).then(() => button.click());
  },
  true,
);

function outermostIsland(node: Element): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (
    let at = node.closest<HTMLElement>("[data-island]");
    at;
    at = at.parentElement!.closest("[data-island]")
  )
    found = at;
  return found;
}

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  if (element.parentElement?.closest("[data-island]")) continue;
  const load = element.dataset.load;
  if (load === "visible" && element.firstElementChild) near.observe(element.firstElementChild);
  else if (load === "interaction") onInteraction(element);
  else whenIdle(() => void start(element));
}

// A picture that fails to load shows its default illustration (app/components/fallback-image.tsx names
// it, `data-fallback`), also one that failed before this script ran: the one thing a public page's
// markup does outside its islands.
function showFallback(image: HTMLImageElement) {
  const fallback = image.dataset.fallback;
  if (!fallback || image.getAttribute("src") === fallback) return;
  image
    .closest("picture")
    ?.querySelectorAll("source")
    .forEach((source) => source.remove());
  image.removeAttribute("srcset");
  image.src = fallback;
}
document.addEventListener(
  "error",
  (event) => event.target instanceof HTMLImageElement && showFallback(event.target),
  true,
);
for (const image of document.querySelectorAll<HTMLImageElement>("img[data-fallback]"))
  if (image.complete && image.naturalWidth === 0) showFallback(image);
