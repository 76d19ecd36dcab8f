import type { Route } from "./+types/api.views";
import { unexpectedIn } from "~/lib/answer.server.ts";
import { readText } from "~/lib/form.server.ts";
import { failureOf } from "../../server/http/failure.ts";
import { countView } from "../../server/modules/readership/count-view.ts";

const NO_STORE = { "Cache-Control": "no-store" };

/** Counts one view of a published piece: the address only against the in-memory rate limit, the
 * User-Agent only to leave programs out; neither is kept, and no session or cookie is read or set. */
export async function viewAction({ request, context }: Route.ActionArgs) {
  const { services } = context;
  try {
    await services.limits.consume("views", context.clientIp);
    const pieceId = await readText(request);
    await countView(
      services.db,
      { pieceId, userAgent: request.headers.get("User-Agent") },
      services.config.timeZone,
    );
    return new Response(null, { status: 204, headers: NO_STORE });
  } catch (error) {
    const { status, headers, body } = failureOf(error, unexpectedIn("Counting a view"));
    return Response.json(body, { status, headers: { ...headers, ...NO_STORE } });
  }
}
