import { Button, type ButtonVariant } from "@/components/ui/button";

/** A 2FA step's Submit and Cancel: both held while the request runs, so neither can race it. */
export function FormActions({
  busy,
  label,
  pendingLabel,
  variant,
  onCancel,
}: {
  busy: boolean;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? pendingLabel : label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
