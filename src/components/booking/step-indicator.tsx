const STEPS = ["Choose your service", "Return", "Details", "Pricing"] as const;

/** The four-step indicator; `current` is 1-based. */
export function StepIndicator({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Booking progress" className="mb-8">
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? "done" : step === current ? "current" : "upcoming";
          return (
            <li
              key={label}
              aria-current={state === "current" ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${state === "current" ? "bg-brand-black text-white" : state === "done" ? "bg-brand-gold-100 text-brand-black" : "bg-neutral-100 text-neutral-700"}`}
            >
              <span className="font-semibold">{step}</span> {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
