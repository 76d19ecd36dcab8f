import { useEffect, useState } from "react";
import { TICKER_ROTATION_MS } from "#shared/constants.ts";
import { island } from "./lib/island.tsx";

/** A line: breaking news, or a live blog (decision 0081), shown 'LIVE: headline'. Its link is made on
 * the server (server/modules/breaking-news/queries.ts: `listTickerItems`). */
type Item = { id: string; title: string; href: string; live?: boolean };

const tickerTitle = "line-clamp-2 min-h-[calc(2lh+0.25rem)] py-0.5 sm:line-clamp-1 sm:min-h-0";

/** Breaking news, one item at a time. It advances every 5 s (SPEC.md §9), can be paused (WCAG 2.2.2)
 * and holds still while the pointer or the keyboard focus is on it. */
export function BreakingTicker({ items }: { items: Item[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const running = !paused && !held && items.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), TICKER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [running, items.length]);

  const current = items[Math.min(index, items.length - 1)];
  if (!current) return null;

  return (
    <section
      aria-label="Breaking news"
      aria-roledescription="carousel"
      className="bg-accent text-white"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span className="shrink-0 bg-white px-2 py-0.5 text-xs font-black tracking-widest text-accent uppercase">
          Breaking
        </span>
        {/* On a phone the title has a row of its own, two lines high whatever the item, under the label
            and the controls; from sm up it sits between them on one line. */}
        <p
          className="order-last min-w-0 flex-1 basis-full font-semibold sm:order-none sm:basis-24"
          aria-live={running ? "off" : "polite"}
        >
          <a href={current.href} className={`${tickerTitle} hover:underline`}>
            {current.live ? `LIVE: ${current.title}` : current.title}
          </a>
        </p>
        {items.length > 1 && (
          <div className="ml-auto flex shrink-0 items-center gap-1">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show breaking news ${i + 1} of ${items.length}`}
                aria-current={i === index ? "true" : undefined}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span
                  className={`block h-2.5 w-2.5 rounded-full ${i === index ? "bg-white" : "bg-white/45"}`}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? "Play breaking news" : "Pause breaking news"}
              className="ml-1 flex h-7 w-7 items-center justify-center rounded-full border border-white/60 hover:bg-white/15"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
                {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zm5 0h3v11H9z" />}
              </svg>
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

export default BreakingTicker;
/** Loaded once the page is idle: it only starts turning then, and its links work before. */
export const TickerIsland = island("ticker", BreakingTicker, "idle");
