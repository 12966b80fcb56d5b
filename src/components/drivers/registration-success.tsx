"use client";

import { CheckCircle2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { clearRegistration, useStoredRegistration } from "./registration-store";

/** The thanks after an application; 'Back to Home' forgets the stored application. */
export function RegistrationSuccess() {
  const router = useRouter();
  const stored = useStoredRegistration();
  const person = stored?.submitted ?? stored?.step1;
  const name = person ? `${person.first_name} ${person.last_name}`.trim() : null;
  return (
    <div className="flex flex-col items-center text-center">
      <CheckCircle2 aria-hidden className="size-16 text-green-700" />
      <h1 className="mt-4 text-3xl font-semibold text-neutral-900">
        Application Submitted Successfully!
      </h1>
      <p className="mt-3 max-w-xl text-lg text-neutral-700">
        Thank you{name ? `, ${name}` : ""}, for applying to drive with us. We will review your
        application and contact you soon.
      </p>
      <p className="mt-2 text-sm text-neutral-700">A confirmation has been sent to your e-mail.</p>
      <Button
        size="lg"
        className="mt-8"
        onClick={() => {
          clearRegistration();
          router.push("/");
        }}
      >
        Back to Home
      </Button>
    </div>
  );
}
