import { useId, useRef, useState } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog.tsx";
import { isAllowedImageSource, isAllowedLink } from "./editor-html.ts";

export type UrlRequest = { kind: "link"; current: string } | { kind: "image" };

const inputClass =
  "mt-1 block min-h-11 w-full border border-ink/30 bg-white px-3 py-2 aria-invalid:border-accent";

/** Asks for a link's address, or an image's address, description and caption, for the editor. It sits
 * inside the article's form, so it is not a form of its own: Enter in a field applies it here instead
 * of publishing the article. */
export function EditorUrlDialog({
  request,
  onLink,
  onImage,
  onClose,
}: {
  request: UrlRequest | null;
  onLink: (href: string | false) => void;
  onImage: (figure: { src: string; alt: string; caption?: string }) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {request && (
        <UrlForm
          key={request.kind}
          id={id}
          request={request}
          onLink={onLink}
          onImage={onImage}
          onClose={onClose}
        />
      )}
    </ModalDialog>
  );
}

function UrlForm({
  id,
  request,
  onLink,
  onImage,
  onClose,
}: {
  id: string;
  request: UrlRequest;
  onLink: (href: string | false) => void;
  onImage: (figure: { src: string; alt: string; caption?: string }) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState("");
  const fields = useRef<HTMLDivElement>(null);
  const isLink = request.kind === "link";
  const value = (field: string) =>
    (fields.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${field}`)}`)?.value ?? "").trim();
  const apply = () => {
    const url = value("url");
    if (isLink) {
      if (!isAllowedLink(url)) return setError("Enter an address starting with https://, http:// or mailto:");
      onLink(url);
    } else {
      if (!isAllowedImageSource(url))
        return setError("Enter an image address starting with https:// or http://");
      const caption = value("caption");
      onImage({ src: url, alt: value("alt") || caption || "Article image", ...(caption ? { caption } : {}) });
    }
    onClose();
  };
  return (
    <div
      ref={fields}
      className="p-6"
      onKeyDown={(event) => {
        if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        apply();
      }}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {isLink ? "Insert link" : "Insert image"}
      </h2>
      <label htmlFor={`${id}-url`} className="mt-4 block text-sm font-semibold">
        {isLink ? "Link address" : "Image address"}
      </label>
      <input
        id={`${id}-url`}
        type="url"
        aria-required="true"
        defaultValue={isLink ? request.current : ""}
        placeholder="https://"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-accent">
          {error}
        </p>
      )}
      {!isLink && (
        <>
          <label htmlFor={`${id}-alt`} className="mt-4 block text-sm font-semibold">
            Description for screen readers
          </label>
          <input id={`${id}-alt`} className={inputClass} />
          <label htmlFor={`${id}-caption`} className="mt-4 block text-sm font-semibold">
            Caption (optional)
          </label>
          <input id={`${id}-caption`} className={inputClass} />
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {isLink && request.current && (
          <button
            type="button"
            onClick={() => {
              onLink(false);
              onClose();
            }}
            className="mr-auto min-h-11 px-2 py-2 font-semibold text-accent underline"
          >
            Remove link
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 border border-ink/30 px-4 py-2 font-semibold hover:border-ink"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={apply}
          className="min-h-11 bg-ink px-4 py-2 font-semibold text-white hover:bg-ink/85"
        >
          {isLink ? "Apply link" : "Insert image"}
        </button>
      </div>
    </div>
  );
}
