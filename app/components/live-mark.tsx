/** The 'LIVE' mark of a live blog (its page, cards and the ticker); nothing once it has ended. */
export function LiveMark({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-block bg-accent px-2 py-0.5 text-xs font-bold tracking-widest text-white ${className}`.trim()}
    >
      LIVE
    </span>
  );
}
