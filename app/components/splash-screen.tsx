import { useEffect, useRef, useState } from "react";
import {
  DEFAULT_SITE_NAME,
  DEFAULT_SITE_SUBTITLE,
  LOADING_SCREEN_MAX_MS,
  SPLASH_MAX_MS,
  SPLASH_STAGGER_MS,
  SPLASH_TAGLINE,
} from "#shared/constants.ts";

/** The editorial-team splash of SPEC.md §1, within DESIGN.md §4's bounds (shown once per browser by
 * SplashGate): its loading phase ends when the page has loaded (3 s at most), it closes by itself
 * after 30 s at most and sooner with a click, Escape or the button. */
export function SplashScreen({ siteName = DEFAULT_SITE_NAME, team }: { siteName?: string; team: string[] }) {
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(true);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const done = () => setLoading(false);
    const loadingTimer = window.setTimeout(done, LOADING_SCREEN_MAX_MS);
    if (document.readyState === "complete") done();
    else window.addEventListener("load", done, { once: true });
    const hideTimer = window.setTimeout(() => setOpen(false), SPLASH_MAX_MS);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    button.current?.focus();
    return () => {
      window.clearTimeout(loadingTimer);
      window.clearTimeout(hideTimer);
      window.removeEventListener("load", done);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!open) return null;
  const [title, ...rest] = siteName.split(" ");
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="splash-title"
      className="fixed inset-0 z-[200] flex items-center justify-center overflow-y-auto bg-ink px-4 py-10 text-white"
      onClick={() => setOpen(false)}
    >
      <div className="w-full max-w-3xl text-center">
        <h2 id="splash-title" className="font-serif text-5xl font-black tracking-tight sm:text-7xl">
          {title}
          <span className="mt-2 block text-2xl font-bold tracking-[0.5em] text-[#ff8a8a] uppercase sm:text-3xl">
            {rest.join(" ") || DEFAULT_SITE_SUBTITLE}
          </span>
        </h2>
        <p className="mt-4 text-sm tracking-widest text-gray-300 uppercase">{SPLASH_TAGLINE}</p>
        {team.length > 0 && (
          <section aria-labelledby="splash-team" className="mt-10">
            <h3 id="splash-team" className="text-lg font-semibold tracking-widest uppercase">
              Editorial Team
            </h3>
            <ul className="mt-4 grid gap-x-10 gap-y-2 text-left sm:grid-cols-2">
              {team.map((entry, i) => (
                <li
                  key={entry}
                  className="animate-[splash-in_400ms_ease-out_both] border-b border-white/15 py-1.5 text-gray-100"
                  style={{ animationDelay: `${i * SPLASH_STAGGER_MS}ms` }}
                >
                  {entry}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-10 flex flex-col items-center gap-4">
          {/* Always there, its height kept, so that the end of loading moves nothing on the screen. */}
          <span role="status" className="flex min-h-6 items-center gap-3 text-sm text-gray-300">
            {loading && (
              <>
                <span
                  aria-hidden="true"
                  className="h-6 w-6 animate-spin rounded-full border-2 border-white/30 border-t-white"
                />
                Loading the latest stories…
              </>
            )}
          </span>
          <button
            ref={button}
            type="button"
            onClick={() => setOpen(false)}
            className="min-h-11 border border-white px-6 py-2 font-semibold hover:bg-white hover:text-ink"
          >
            Skip to the news
          </button>
        </div>
      </div>
    </div>
  );
}
