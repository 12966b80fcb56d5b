import type { Metadata } from "next";
import { RegistrationSuccess } from "@/components/drivers/registration-success";

export const metadata: Metadata = { title: "Application submitted", robots: { index: false } };

export default function RegistrationSuccessPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <RegistrationSuccess />
    </div>
  );
}
