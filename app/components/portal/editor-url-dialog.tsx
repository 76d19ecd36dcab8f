import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import { useId, useState } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog.tsx";
import { isAllowedImageSource, isAllowedLink, type Figure } from "./editor-html.ts";
import { ImageUpload } from "./image-upload.tsx";

export type UrlRequest = { kind: "link"; current: string } | { kind: "image" };

const inputClass =
  "mt-1 block min-h-11 w-full border border-ink/30 bg-white px-3 py-2 aria-invalid:border-accent";
const buttonClass = "min-h-11 px-4 py-2 font-semibold";

/**
 * Asks for a link's address, or for an image (uploaded or by address) with its description and caption.
 * It sits inside the article's form, so it is not a form of its own: Enter in one of its fields applies
 * it here instead of publishing the article.
 */
export function EditorUrlDialog({
  request,
  onLink,
  onImage,
  onClose,
}: {
  request: UrlRequest | null;
  onLink: (href: string | false) => void;
  onImage: (figure: Figure) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <ModalDialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {request?.kind === "link" && (
        <LinkFields id={id} current={request.current} onLink={onLink} onClose={onClose} />
      )}
      {request?.kind === "image" && <ImageFields id={id} onImage={onImage} onClose={onClose} />}
    </ModalDialog>
  );
}

function Shell({
  id,
  title,
  apply,
  applyLabel,
  onClose,
  extra,
  children,
}: {
  id: string;
  title: string;
  apply: () => void;
  applyLabel: string;
  onClose: () => void;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div
      className="p-6"
      onKeyDown={(event) => {
        if (event.key !== "Enter" || event.defaultPrevented || !(event.target instanceof HTMLInputElement))
          return;
        event.preventDefault();
        apply();
      }}
    >
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {title}
      </h2>
      {children}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {extra}
        <button
          type="button"
          onClick={onClose}
          className={`${buttonClass} border border-ink/30 hover:border-ink`}
        >
          Cancel
        </button>
        <button type="button" onClick={apply} className={`${buttonClass} bg-ink text-white hover:bg-ink/85`}>
          {applyLabel}
        </button>
      </div>
    </div>
  );
}

function LinkFields({
  id,
  current,
  onLink,
  onClose,
}: {
  id: string;
  current: string;
  onLink: (href: string | false) => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(current);
  const [error, setError] = useState("");
  const apply = () => {
    if (!isAllowedLink(href.trim()))
      return setError("Enter an address starting with https://, http:// or mailto:");
    onLink(href.trim());
    onClose();
  };
  const remove = (
    <button
      type="button"
      onClick={() => {
        onLink(false);
        onClose();
      }}
      className={`${buttonClass} mr-auto px-2 text-accent underline`}
    >
      Remove link
    </button>
  );
  return (
    <Shell
      id={id}
      title="Insert link"
      apply={apply}
      applyLabel="Apply link"
      onClose={onClose}
      extra={current && remove}
    >
      <label htmlFor={`${id}-url`} className="mt-4 block text-sm font-semibold">
        Link address
      </label>
      <input
        id={`${id}-url`}
        type="url"
        aria-required="true"
        value={href}
        onChange={(e) => setHref(e.target.value)}
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
    </Shell>
  );
}

function ImageFields({
  id,
  onImage,
  onClose,
}: {
  id: string;
  onImage: (figure: Figure) => void;
  onClose: () => void;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [error, setError] = useState("");
  const apply = () => {
    if (!src || !isAllowedImageSource(src)) return setError("Choose an image first.");
    const text = caption.trim();
    onImage({ src, alt: alt.trim() || text || ARTICLE_IMAGE_ALT, ...(text ? { caption: text } : {}) });
    onClose();
  };
  return (
    <Shell id={id} title="Insert image" apply={apply} applyLabel="Insert image" onClose={onClose}>
      <div className="mt-4">
        <ImageUpload name="" label="Image" value={src} onChange={setSrc} />
      </div>
      {error && !src && (
        <p role="alert" className="mt-1 text-sm text-accent">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-alt`} className="mt-4 block text-sm font-semibold">
        Description for screen readers
      </label>
      <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} className={inputClass} />
      <label htmlFor={`${id}-caption`} className="mt-4 block text-sm font-semibold">
        Caption (optional)
      </label>
      <input
        id={`${id}-caption`}
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        className={inputClass}
      />
    </Shell>
  );
}
