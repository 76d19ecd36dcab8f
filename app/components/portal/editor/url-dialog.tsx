import {
  EMBED_DIALOG_HINT,
  EMBED_DIALOG_TITLE,
  EMBED_FETCHING,
  EMBED_INSERT,
  EMBED_LINK_LABEL,
  EMBED_NOT_A_LINK,
} from "#shared/embed-texts.ts";
import { useId, useState } from "react";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Field } from "~/components/ui/field.tsx";
import { isAllowedLink, type Figure } from "./html.ts";
import { AltFields, ImageFields } from "./image-dialog-fields.tsx";
import { Shell } from "./url-dialog-shell.tsx";

export type UrlRequest =
  | { kind: "link"; current: string }
  | { kind: "image" }
  /** A figure's description, and its width (decision 0076). */
  | { kind: "alt"; current: string; figure?: boolean; width?: Figure["width"] }
  | { kind: "embed"; current: string };

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
