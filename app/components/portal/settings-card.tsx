/** One part of the Settings page: a titled card that the page's contents list links to. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 border border-rule bg-white p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The save button of a settings form, with its busy text while the request runs. */
export function SaveButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-11 items-center justify-center gap-2 bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : children}
    </button>
  );
}
