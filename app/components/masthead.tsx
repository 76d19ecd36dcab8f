import { DEFAULT_SITE_SUBTITLE } from "#shared/constants.ts";

/** 'Borderland Times' is shown as the title in large type and 'TIMES' as the subtitle. */
export function Masthead({ siteName }: { siteName: string }) {
  const [title, ...rest] = siteName.split(" ");
  const subtitle = rest.join(" ") || DEFAULT_SITE_SUBTITLE;
  return (
    // On a phone the subtitle sits under the title, leaving the row room for the account's button and
    // the menu's.
    <span className="flex flex-col gap-1 leading-none sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
      <span className="font-serif text-[clamp(1.25rem,7.5vw,1.65rem)] font-black tracking-tight text-ink sm:text-4xl">
        {title}
      </span>{" "}
      {/* The space (which a flex row does not draw) keeps the two words apart in the link's text. */}
      <span className="font-serif text-xs font-bold tracking-[0.3em] text-accent uppercase sm:text-base sm:tracking-[0.35em]">
        {subtitle}
      </span>
    </span>
  );
}
