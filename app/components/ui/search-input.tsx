/** A search field with its magnifier drawn inside; `children` sit beside it in the field (a clear
 * button). Its label is the caller's. */
export function SearchInput({
  className = "",
  children,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <div className="relative">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 fill-muted"
      >
        <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
      </svg>
      <input
        type="search"
        name="q"
        autoComplete="off"
        className={`min-h-11 w-full border border-ink/30 bg-white py-2 pl-9 text-base placeholder:text-muted focus:border-ink ${className}`}
        {...input}
      />
      {children}
    </div>
  );
}
