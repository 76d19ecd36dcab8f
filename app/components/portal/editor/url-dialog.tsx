import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import {
  EMBED_DIALOG_HINT,
  EMBED_DIALOG_TITLE,
  EMBED_FETCHING,
  EMBED_INSERT,
  EMBED_LINK_LABEL,
  EMBED_NOT_A_LINK,
} from "#shared/embed-texts.ts";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Field } from "~/components/ui/field.tsx";
import { isAllowedImageSource, isAllowedLink, type Figure } from "./html.ts";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { FigureWidthSelect } from "./figure-width-select.tsx";
import { CREDIT_HINT, CREDIT_LABEL, creditUpload } from "~/components/portal/media/credit-upload.ts";

export type UrlRequest =
  | { kind: "link"; current: string }
  | { kind: "image" }
  /** A figure's description, and its width (decision 0076). */
  | { kind: "alt"; current: string; figure?: boolean; width?: Figure["width"] }
  | { kind: "embed"; current: string };

/** Inputs in which Enter means "done" (a file input's Enter opens the file chooser, as Space does). */
const TYPED = ["text", "url", "email", "search", "tel", "number"];

/**
 * Asks for a link's address, for an image (uploaded or by address) with its description and caption, or
 * for a new description of an image already in the text.
 * It sits inside the article's form, so it is not a form of its own: Enter in one of its fields applies
 * it here instead of publishing the article.
 */
export function EditorUrlDialog({
  request,
  onLink,
  onImage,
  onAlt,
  onEmbed,
  onClose,
}: {
  request: UrlRequest | null;
  onLink: (href: string | false) => void;
  onImage: (figure: Figure) => void;
  onAlt: (alt: string, width?: Figure["width"] | null) => void;
  /** An embed's link (decision 0075): answers null when it is made, else the message to show. */
  onEmbed?: (link: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {request?.kind === "link" && (
        <LinkFields id={id} current={request.current} onLink={onLink} onClose={onClose} />
      )}
      {request?.kind === "image" && <ImageFields id={id} onImage={onImage} onClose={onClose} />}
      {request?.kind === "embed" && onEmbed && (
        <EmbedFields id={id} current={request.current} onEmbed={onEmbed} onClose={onClose} />
      )}
      {request?.kind === "alt" && (
        <AltFields
          id={id}
          current={request.current}
          figure={request.figure ? { width: request.width } : undefined}
          onAlt={onAlt}
          onClose={onClose}
        />
      )}
    </Dialog>
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
        const { target } = event;
        if (event.key !== "Enter" || event.defaultPrevented || !(target instanceof HTMLInputElement)) return;
        if (!TYPED.includes(target.type)) return;
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
        <Button look="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button look="dark" onClick={apply}>
          {applyLabel}
        </Button>
      </div>
    </div>
  );
}

function EmbedFields({
  id,
  current,
  onEmbed,
  onClose,
}: {
  id: string;
  current: string;
  onEmbed: (link: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [link, setLink] = useState(current);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const apply = () => {
    if (busy) return;
    if (!/^https?:\/\/\S+$/i.test(link.trim())) return setError(EMBED_NOT_A_LINK);
    setBusy(true);
    setError("");
    void onEmbed(link.trim()).then((problem) => {
      setBusy(false);
      if (problem) setError(problem);
      else onClose();
    });
  };
  return (
    <Shell
      id={id}
      title={EMBED_DIALOG_TITLE}
      apply={apply}
      applyLabel={busy ? EMBED_FETCHING : EMBED_INSERT}
      onClose={onClose}
    >
      <p className="mt-2 text-sm text-muted">{EMBED_DIALOG_HINT}</p>
      <Field
        label={EMBED_LINK_LABEL}
        type="url"
        required
        unmarked
        value={link}
        onChange={(e) => setLink(e.target.value)}
        placeholder="https://"
        error={error}
        className="mt-4"
      />
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-muted">
        {busy ? EMBED_FETCHING : ""}
      </p>
    </Shell>
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
      className="mr-auto min-h-11 px-2 py-2 font-semibold text-accent underline"
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
      <Field
        label="Link address"
        type="url"
        required
        unmarked
        value={href}
        onChange={(e) => setHref(e.target.value)}
        placeholder="https://"
        error={error}
        className="mt-4"
      />
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
  const [credit, setCredit] = useState("");
  const [width, setWidth] = useState<Figure["width"]>(undefined);
  const [error, setError] = useState("");
  const [creditError, setCreditError] = useState("");
  const apply = async () => {
    if (!src || !isAllowedImageSource(src)) return setError("Choose an image first.");
    // The credit belongs to the library's image (decision 0071): saved there before the image goes in.
    if (credit.trim()) {
      const saved = await creditUpload(src, credit.trim());
      if (!saved.ok) return setCreditError(saved.message);
    }
    const text = caption.trim();
    onImage({
      src,
      alt: alt.trim() || text || ARTICLE_IMAGE_ALT,
      ...(text ? { caption: text } : {}),
      ...(width ? { width } : {}),
    });
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
      <Field
        label="Description for screen readers"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        className="mt-4"
      />
      <Field
        label="Caption (optional)"
        value={caption}
        onChange={(e) => setCaption(e.target.value)}
        className="mt-4"
      />
      <Field
        label={CREDIT_LABEL}
        hint={CREDIT_HINT}
        error={creditError}
        value={credit}
        onChange={(e) => (setCredit(e.target.value), setCreditError(""))}
        className="mt-4"
      />
      <FigureWidthSelect value={width} onChange={setWidth} />
    </Shell>
  );
}

function AltFields({
  id,
  current,
  figure,
  onAlt,
  onClose,
}: {
  id: string;
  current: string;
  /** A figure's width, which the dialog changes too. */
  figure?: { width: Figure["width"] };
  onAlt: (alt: string, width?: Figure["width"] | null) => void;
  onClose: () => void;
}) {
  const [alt, setAlt] = useState(current);
  const [width, setWidth] = useState(figure?.width);
  const apply = () => {
    if (figure) onAlt(alt, width ?? null);
    else onAlt(alt);
    onClose();
  };
  return (
    <Shell id={id} title="Image description" apply={apply} applyLabel="Save description" onClose={onClose}>
      <Field
        label="Description for screen readers"
        hint={`Saved as the image's alt text. Left empty, the caption or '${ARTICLE_IMAGE_ALT}' is used.`}
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        className="mt-4"
      />
      {figure && <FigureWidthSelect value={width} onChange={setWidth} />}
    </Shell>
  );
}
