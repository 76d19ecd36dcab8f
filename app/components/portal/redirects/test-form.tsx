import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type TestResult = {
  path: string;
  served: boolean;
  steps: { at: string; from: string; to: string; status: number }[];
  end: string;
  loop: boolean;
};

/** What a test found, in words. */
function Outcome({ result }: { result: TestResult }) {
  if (result.served) return <p>{result.path} is an address of this site: no redirect applies to it.</p>;
  if (!result.steps.length)
    return <p>No redirect applies to {result.path}: a reader would see “not found”.</p>;
  return (
    <>
      <ol className="list-decimal space-y-1 pl-5">
        {result.steps.map((step) => (
          <li key={step.at}>
            {step.at} → {step.to} ({step.status}, by the redirect from {step.from})
          </li>
        ))}
      </ol>
      <p className="mt-2 font-semibold">
        {result.loop ? `This goes round in a loop at ${result.end}.` : `A reader ends at ${result.end}.`}
      </p>
    </>
  );
}

/** Test an address: where a reader asking for it goes, and through which redirects. */
export function TestRedirectForm() {
  const fetcher = usePortalFetcher();
  const data = fetcher.data as (typeof fetcher.data & { result?: TestResult }) | undefined;
  const fields = data && !data.ok ? data.fields : undefined;
  return (
    <SettingsCard
      id="test-redirect"
      title="Test an address"
      description="Enter a path to see where a reader asking for it would go."
    >
      <fetcher.Form method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="test" />
        <Field
          label="Address to test"
          name="path"
          required
          autoComplete="off"
          placeholder="/old-page"
          error={fields?.path}
        />
        <div>
          <Button type="submit" look="secondary" busy={fetcher.state !== "idle"} busyLabel="Testing...">
            Test
          </Button>
        </div>
      </fetcher.Form>
      <div role="status" aria-live="polite" className="mt-4 text-sm">
        {data?.result && <Outcome result={data.result} />}
      </div>
    </SettingsCard>
  );
}
