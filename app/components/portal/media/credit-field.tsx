import { useState } from "react";
import type { ImageCredit } from "#shared/media.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { CREDIT_HINT, CREDIT_LABEL, creditUpload } from "./credit-upload.ts";

/** The one Photo credit field (decision 0071): Insert image's and the lead image's. */
export function CreditField({
  value,
  error,
  onChange,
  className = "mt-4",
}: {
  value: string;
  error?: string;
  onChange: (credit: string) => void;
  className?: string;
}) {
  return (
    <Field
      label={CREDIT_LABEL}
      hint={CREDIT_HINT}
      error={error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={className}
    />
  );
}

/** What a saved credit became, said as the Media Library says it. */
const said = (credit: ImageCredit | null) =>
  !credit
    ? "The image has no credit now."
    : credit.slug
      ? `Saved: shown as 'Photo: ${credit.name}', linked to their author page.`
      : `Saved: shown as 'Photo: ${credit.name}'.`;

/** The lead image's credit: the same field, saved on the library's image (POST /admin/uploads/credit)
 * with its own button, since the credit belongs to the image, not to the piece. */
export function LeadImageCredit({ src }: { src: string }) {
  const [credit, setCredit] = useState("");
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const saved = await creditUpload(src, credit.trim());
    setBusy(false);
    if (saved.ok) setStatus(said(saved.credit));
    else setError(saved.message);
  };
  return (
    <div>
      <CreditField
        value={credit}
        error={error}
        onChange={(text) => (setCredit(text), setError(""), setStatus(""))}
        className=""
      />
      <Button look="secondary" className="mt-2 px-4" busy={busy} busyLabel="Saving..." onClick={save}>
        Save credit
      </Button>
      <p role="status" className="mt-1 min-h-5 text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
