import { useRef, useState } from "react";
import { useAuthDialog, type AuthTab } from "~/islands/lib/auth-dialog-store.ts";
import { SecondFactorForm, SignInForm, SignUpForm } from "./auth-forms.tsx";
import { Dialog } from "./ui/dialog.tsx";

const TABS: { id: AuthTab; label: string }[] = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
];

/** Sign In and Sign Up in one dialog, as two tabs (WAI-ARIA tabs pattern: arrow keys move between them).
 * `school`: the school's sign-in button's label, while readers are offered it (decision 0066). */
export function AuthDialog({ school }: { school: string | null }) {
  const { isOpen, tab, close, setTab } = useAuthDialog();
  const [secondFactor, setSecondFactor] = useState(false);
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signin: null, signup: null });

  const done = () => {
    setSecondFactor(false);
    close();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "signin" ? "signup" : "signin";
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Dialog open={isOpen} onClose={done} labelledBy="auth-dialog-title">
      <div className="flex items-center justify-between border-b border-rule px-5 py-3">
        <h2 id="auth-dialog-title" className="font-serif text-xl font-bold">
          {secondFactor
            ? "Two-factor sign-in"
            : tab === "signin"
              ? "Sign in to your account"
              : "Create an account"}
        </h2>
        <button
          type="button"
          onClick={done}
          className="flex h-10 w-10 items-center justify-center text-2xl"
          aria-label="Close"
        >
          ×
        </button>
      </div>
      <div className="px-5 py-5">
        {secondFactor ? (
          <SecondFactorForm onSignedIn={done} />
        ) : (
          <>
            <div
              role="tablist"
              aria-label="Account"
              className="mb-5 grid grid-cols-2 border border-rule"
              onKeyDown={onKeyDown}
            >
              {TABS.map((t) => (
                <button
                  key={t.id}
                  ref={(el) => {
                    tabRefs.current[t.id] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={`auth-panel-${t.id}`}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setTab(t.id)}
                  className={`min-h-11 font-semibold ${tab === t.id ? "bg-ink text-white" : "bg-white text-ink hover:bg-paper"}`}
                >
                  {t.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === "signin" ? (
                <SignInForm school={school} onSignedIn={done} onSecondFactor={() => setSecondFactor(true)} />
              ) : (
                <SignUpForm onSignedUp={() => setTab("signin")} />
              )}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}
