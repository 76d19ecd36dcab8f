import { data } from "react-router";
import type { Route } from "./+types/api.polls";
import { NO_STORE, unexpectedIn } from "~/lib/answer.server.ts";
import { pollVoter } from "~/lib/poll-voter.server.ts";
import { failureOf } from "../../server/http/failure.ts";
import { pollResult } from "../../server/modules/polls/vote.ts";

export async function pollAnswer({ request, context, params }: Route.LoaderArgs) {
  try {
    const { voter } = await pollVoter(request, context, false);
    const poll = await pollResult(context.services.db, params.id, voter);
    return data({ ok: true as const, poll }, { headers: NO_STORE });
  } catch (error) {
    const { status, headers, body } = failureOf(error, unexpectedIn("Reading a poll"));
    return data(body, { status, headers: { ...headers, ...NO_STORE } });
  }
}
