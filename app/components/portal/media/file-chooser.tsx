/** A file input shown as a button-like label (the input itself is visually hidden but keeps the focus
 * ring through its label); a chosen file is handed over once and the input cleared, so that choosing
 * the same file again is a change too. */
export function FileChooser({
  id,
  accept,
  disabled,
  describedBy,
  inputRef,
  onFile,
  children,
}: {
  id: string;
  accept: string;
  disabled: boolean;
  describedBy: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onFile: (file: File) => void;
  children: React.ReactNode;
}) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center border border-ink px-4 py-2 text-sm font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-ink hover:text-white"
      >
        {children}
      </label>
    </>
  );
}
