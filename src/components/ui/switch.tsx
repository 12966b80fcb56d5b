"use client";

import * as SwitchPrimitive from "@radix-ui/react-switch";
import { FieldShell, useFieldIds } from "./field";
import type { ToggleFieldProps } from "./toggle-field";

export type SwitchProps = ToggleFieldProps;

/** An on/off Radix switch (role "switch") with its label; Space toggles it. */
export function Switch({ label, hint, error, id, className, ref, ...root }: SwitchProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell labelBeside ids={ids} label={label} hint={hint} error={error} className={className}>
      <SwitchPrimitive.Root
        id={ids.controlId}
        ref={ref}
        aria-describedby={ids.describedBy}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-neutral-500 bg-neutral-300 transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-brand-black data-[state=checked]:bg-brand-black"
        {...root}
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-5" />
      </SwitchPrimitive.Root>
    </FieldShell>
  );
}
