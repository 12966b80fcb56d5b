import { redirect } from "next/navigation";
import type { SearchParamsProps } from "@/app/_shared/page-props";

/** The spec names the return step both /return and /return-transfer; one page serves both. */
export default async function ReturnAliasPage({ searchParams }: SearchParamsProps) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams))
    if (typeof value === "string") params.set(key, value);
  redirect(`/return-transfer${params.size > 0 ? `?${params}` : ""}`);
}
