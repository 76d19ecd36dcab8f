import { useState } from "react";
import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import { Field } from "~/components/ui/field.tsx";
import { CreditField } from "~/components/portal/media/credit-field.tsx";
import { creditUpload } from "~/components/portal/media/credit-upload.ts";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { FigureWidthSelect } from "./figure-width-select.tsx";
import { isAllowedImageSource, type Figure } from "./html.ts";
import { Shell } from "./url-dialog-shell.tsx";

/** Insert image: an image (uploaded or by address) with its description, caption, credit and width. */
export function ImageFields({
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
      <CreditField
        value={credit}
        error={creditError}
        onChange={(text) => (setCredit(text), setCreditError(""))}
      />
      <FigureWidthSelect value={width} onChange={setWidth} />
    </Shell>
  );
}

/** A new description (and width) of an image already in the text. */
export function AltFields({
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
