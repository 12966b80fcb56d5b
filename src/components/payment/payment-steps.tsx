const STEPS = ["Choose your service", "Return", "Details", "Payment"] as const;

/** The booking steps as the payment page labels them: step 4 is Payment. */
export function PaymentSteps() {
  return (
    <nav aria-label="Booking progress" className="mb-8">
      <ol className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((label, index) => {
          const current = index === STEPS.length - 1;
          return (
            <li
              key={label}
              aria-current={current ? "step" : undefined}
              className={`flex items-center gap-2 rounded-full px-3 py-1 ${current ? "bg-brand-black text-white" : "bg-brand-gold-100 text-brand-black"}`}
            >
              <span className="font-semibold">{index + 1}</span> {label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
