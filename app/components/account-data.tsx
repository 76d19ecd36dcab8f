import { useEffect, useId, useRef } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import type { Failure } from "#shared/answer.ts";
import { DELETED_READER_NAME, type DeletedReaderChoice } from "#shared/deleted-readers.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Field } from "~/components/ui/field.tsx";

/** The address of /account with the delete dialog open: it opens without JavaScript too. */
export const DELETE_DIALOG = "delete";

const COMMENTS: Record<DeletedReaderChoice, string> = {
  remove: "Your comments are removed.",
  keep: `Your comments stay on their articles, signed '${DELETED_READER_NAME}', no longer linked to you.`,
};
/** What else goes with the account, whatever the setting. */
const THE_REST = "Your likes go, and so does the newsletter subscription of your email address.";

/** Your data on /account (issue 28): download it as a file, or delete the account. A staff account is
 * told who closes it. */
export function YourData({
  staff,
  deletedComments,
  failed,
}: {
  staff: boolean;
  deletedComments: DeletedReaderChoice;
  /** The page's own answer to a delete posted without JavaScript. */
  failed?: Failure;
}) {
  const [params] = useSearchParams();
  const open = !staff && params.has(DELETE_DIALOG);
  return (
    <>
      <h2 className="mt-10 font-serif text-2xl font-bold">Your data</h2>
      <p className="mt-3">
        Download what we keep about you as a file (JSON): your profile, your comments, your likes, the
        comments you reported and your newsletter subscription.
      </p>
      <a href="/account/data" download className={buttonClass("secondary", "mt-4")}>
        Download your data
      </a>
      <h3 className="mt-8 font-serif text-xl font-bold">Delete your account</h3>
      {staff ? (
        <p className="mt-2">
          A staff account is not deleted here: an admin closes it on the portal's Staff page.
        </p>
      ) : (
        <>
          <p className="mt-2">
            This cannot be undone. {COMMENTS[deletedComments]} {THE_REST}
          </p>
          <Link
            to={`?${DELETE_DIALOG}`}
            preventScrollReset
            className={buttonClass("secondary", "mt-4 text-accent")}
          >
            Delete your account
          </Link>
        </>
      )}
      <DeleteDialog open={open} comments={COMMENTS[deletedComments]} failed={failed} />
    </>
  );
}

function DeleteDialog({ open, comments, failed }: { open: boolean; comments: string; failed?: Failure }) {
  const id = useId();
  const fetcher = useFetcher<Failure>();
  const [params, setParams] = useSearchParams();
  const answer = fetcher.data ?? failed;
  const fields = answer?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  // A refused password is cleared, and the field takes the focus, for the next try.
  useEffect(() => {
    const password = form.current?.elements.namedItem("password");
    if (!fetcher.data?.fields?.password || !(password instanceof HTMLInputElement)) return;
    password.value = "";
    password.focus();
  }, [fetcher.data]);
  const close = () => {
    if (params.has(DELETE_DIALOG)) setParams({}, { replace: true, preventScrollReset: true });
  };
  return (
    <Dialog open={open} onClose={close} labelledBy={id} focusFirstField>
      <fetcher.Form ref={form} method="post" action={`/account?${DELETE_DIALOG}`} className="grid gap-4 p-6">
        <h2 id={id} className="font-serif text-xl font-bold">
          Delete your account?
        </h2>
        <p>
          You will be signed out and cannot sign in again. {comments} {THE_REST}
        </p>
        <p>
          <strong>This cannot be undone.</strong> Download your data first if you want to keep it.
        </p>
        <input type="hidden" name="intent" value="delete-account" />
        <Field
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          unmarked
          error={fields.password}
        />
        <Checkbox
          label="I understand that my account is deleted for good"
          name="confirm"
          required
          error={fields.confirm}
        />
        {answer && !answer.fields && (
          <p role="alert" className="border-l-4 border-accent bg-white p-3">
            {answer.error}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <Link to="/account" replace preventScrollReset className={buttonClass("secondary")}>
            Cancel
          </Link>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Deleting...">
            Delete my account
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
