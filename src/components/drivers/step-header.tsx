/** "Step N of 2" with the step's title, the heading of each application form. */
export function StepHeader({ step, title, id }: { step: 1 | 2; title: string; id?: string }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-gold-700">Step {step} of 2</p>
      <div
        role="progressbar"
        aria-label={`Application progress: step ${step} of 2`}
        aria-valuemin={1}
        aria-valuemax={2}
        aria-valuenow={step}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full rounded-full bg-brand-black"
          style={{ width: step === 1 ? "50%" : "100%" }}
        />
      </div>
      <h2 id={id} className="mt-4 text-2xl font-semibold text-neutral-900">
        {title}
      </h2>
    </div>
  );
}
