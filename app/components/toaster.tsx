import { useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" };

/** The one way to tell the reader an outcome: a title, an optional description, and the destructive
 * variant for failures. */
export function showToast({ title, description, variant }: ToastMessage) {
  if (variant === "destructive") toast.error(title, { description });
  else toast.success(title, { description });
}

export function Toaster({ flash }: { flash: ToastMessage | null | undefined }) {
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!bg-white !text-ink !border !border-rule !shadow-lg",
          description: "!text-muted",
          error: "!border-l-4 !border-l-accent",
          success: "!border-l-4 !border-l-emerald-700",
        },
      }}
    />
  );
}
