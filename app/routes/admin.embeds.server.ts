import { data, type AppLoadContext } from "react-router";
import type { EmbedBlock } from "#shared/embed-markup.ts";
import { EMBED_FAILED } from "#shared/embed-texts.ts";
import { makeEmbed } from "../../server/modules/embeds/preview.ts";
import { createAddressPolicy } from "../../server/providers/address-policy.ts";
import { createPageFetch, createRedirectLookup } from "../../server/providers/outbound.ts";
import { fileFailure, NO_STORE, type FileFailure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

export type EmbedAnswer = { ok: true; embed: EmbedBlock } | FileFailure;

/** POST /admin/embeds: any member of staff who may write; the preview is fetched through the outbound
 * address policy (PROVIDER_ALLOW_ADDRESSES), and counts as an upload for the rate limit (it may store
 * a thumbnail). JSON for the editor. */
export async function embedLink(request: Request, context: AppLoadContext) {
  try {
    const user = await requireStaff(request, context);
    await context.services.limits.consume("uploads", user.id);
    const form = await readForm(request);
    const { config, db, storage } = context.services;
    const embed = await makeEmbed(
      {
        db,
        storage,
        fetch: createPageFetch({ policy: createAddressPolicy(config.widgets.allowAddresses) }),
        locate: createRedirectLookup({ policy: createAddressPolicy(config.widgets.allowAddresses) }),
        via: config.embedPreviewUrl,
        onPreviewFailure: (message) => console.warn(message),
      },
      user,
      form,
    );
    return data<EmbedAnswer>({ ok: true, embed }, { headers: NO_STORE });
  } catch (error) {
    return fileFailure(
      error,
      { title: EMBED_FAILED, error: "The link could not be embedded." },
      "Embedding a link",
    );
  }
}
