import { Link } from "react-router";

/** The portal's slim top bar: the site name back to the public site, 'Editorial Portal', and on small
 * screens the button that shows or hides the sections. */
export function PortalBar({
  siteName,
  menu,
  end,
}: {
  siteName: string;
  menu?: { open: boolean; onToggle: () => void; controls: string; buttonRef: React.Ref<HTMLButtonElement> };
  /** What the bar holds at its end: the notifications' bell. */
  end?: React.ReactNode;
}) {
  return (
    <header className="border-b border-ink/10 bg-ink text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <div className="flex min-h-14 items-center gap-3 px-4">
        {menu && (
          <button
            ref={menu.buttonRef}
            type="button"
            aria-expanded={menu.open}
            aria-controls={menu.controls}
            onClick={menu.onToggle}
            className="-ml-2 inline-flex min-h-11 items-center gap-2 px-2 font-semibold lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor">
              {menu.open ? (
                <path strokeWidth="2" strokeLinecap="round" d="M5 5l10 10M15 5L5 15" />
              ) : (
                <path strokeWidth="2" strokeLinecap="round" d="M3 5h14M3 10h14M3 15h14" />
              )}
            </svg>
            Sections
          </button>
        )}
        <div className="flex min-w-0 flex-col py-1 sm:flex-row sm:items-baseline sm:gap-3">
          <Link to="/" className="font-serif text-lg leading-tight font-bold hover:underline">
            {siteName}
          </Link>
          <span className="text-xs tracking-wider text-white/80 uppercase sm:text-sm">Editorial Portal</span>
        </div>
        {end}
      </div>
    </header>
  );
}
