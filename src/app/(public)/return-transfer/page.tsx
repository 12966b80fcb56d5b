import type { Metadata } from "next";
import { Suspense } from "react";
import { ReturnStep } from "@/components/booking/return-step";

export const metadata: Metadata = { title: "Return transfer" };

export default function ReturnTransferPage() {
  return (
    <Suspense fallback={<p className="p-8 text-center">Loading your booking…</p>}>
      <ReturnStep />
    </Suspense>
  );
}
