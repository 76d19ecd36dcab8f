import { useState } from "react";
import { PREVIEW_LINK_DAYS } from "#shared/lifecycle.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { AnswerNote, useWhen, type PieceKind } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type PreviewLinkRow = {
  id: string;
  createdAt: Date | string;
  expiresAt: Date | string;
  revokedAt: Date | string | null;
  live: boolean;
};

const ACTION = "/admin/pieces/previews";

/** Preview links of an unpublished piece (issue 25): a new link is shown once, to copy (only its
 * fingerprint is kept); the piece's links are listed with when they expire, and a live one can be
 * revoked. `links` comes from the editor's loader, which reloads after each answer. */
export function PiecePreviewLinks({
  kind,
  id,
  published,
  links,
}: {
  kind: PieceKind;
  id: string;
  published: boolean;
  links: readonly PreviewLinkRow[];
}) {
  const when = useWhen();
  const [created, setCreated] = useState<{ url: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const fetcher = usePortalFetcher((answer) => {
    const link = (answer as { link?: { url: string } }).link;
    if (answer.ok && link) {
      setCreated(link);
      setCopied(false);
    }
  });
  const busy = fetcher.state !== "idle";

  async function copy() {
    if (!created) return;
    await navigator.clipboard?.writeText(created.url);
    setCopied(true);
  }

  return (
    <SettingsCard
      id="preview-links"
      title="Preview links"
      description={`Anyone with a preview link can read this piece before it is published, for ${PREVIEW_LINK_DAYS} days or until you revoke it. Search engines are asked not to index it.`}
    >
      {published ? (
        <p className="text-sm text-muted">This piece is published: share its public address instead.</p>
      ) : (
        <Button
          look="secondary"
          busy={busy && fetcher.formData?.get("intent") === "create"}
          busyLabel="Creating..."
          onClick={() => fetcher.submit({ intent: "create", kind, id }, { method: "post", action: ACTION })}
        >
          Create preview link
        </Button>
      )}
      {created && (
        <div className="mt-4 grid max-w-2xl gap-2">
          <Field
            label="New preview link"
            hint="Shown only this once: copy it now. Only its fingerprint is kept, so it cannot be shown again."
            value={created.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex items-center gap-3">
            <Button look="dark" onClick={() => void copy()}>
              Copy link
            </Button>
            <span role="status" className="text-sm text-muted">
              {copied ? "Copied" : ""}
            </span>
          </div>
        </div>
      )}
      <AnswerNote answer={fetcher.data} />
      {links.length > 0 && (
        <ul
          aria-label="Preview links of this piece"
          className="mt-4 divide-y divide-rule border-y border-rule"
        >
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <span>
                Created {when(link.createdAt)} ·{" "}
                {link.live
                  ? `expires ${when(link.expiresAt)}`
                  : link.revokedAt
                    ? `revoked ${when(link.revokedAt)}`
                    : `expired ${when(link.expiresAt)}`}
              </span>
              {link.live && (
                <Button
                  look="secondary"
                  busy={busy && fetcher.formData?.get("linkId") === link.id}
                  busyLabel="Revoking..."
                  aria-label={`Revoke the link created ${when(link.createdAt)}`}
                  onClick={() =>
                    fetcher.submit({ intent: "revoke", linkId: link.id }, { method: "post", action: ACTION })
                  }
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
