import type { ReactNode, Ref } from "react";

/** What every on/off control of the kit takes (Checkbox, Switch). */
export interface ToggleFieldProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}
