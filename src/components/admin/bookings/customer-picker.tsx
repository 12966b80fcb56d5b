"use client";

import { useEffect, useState } from "react";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextField } from "@/components/ui/text-field";
import { PhoneField } from "@/components/ui/phone-field";
import { api } from "@/lib/api-client";

export interface CustomerMatch {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

export type CustomerChoice =
  | { user_id: number }
  | { first_name: string; last_name: string; email: string; phone_number: string };

/** Finds a customer by name, e-mail or phone, or takes a new customer's details. */
export function CustomerPicker({
  value,
  onChange,
  errors,
}: {
  value: CustomerChoice | null;
  onChange: (value: CustomerChoice | null) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const [mode, setMode] = useState<"existing" | "new">("existing");
  const [search, setSearch] = useState("");
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  const [fresh, setFresh] = useState({
    first_name: "",
    last_name: "",
    email: "",
    phone_number: "",
  });

  useEffect(() => {
    if (mode !== "existing" || search.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      void api
        .get<CustomerMatch[]>(`/api/admin/customers?q=${encodeURIComponent(search.trim())}`)
        .then((result) => live && setMatches(result.ok ? result.data : []));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, mode]);

  const setNew = (changes: Partial<typeof fresh>) => {
    const next = { ...fresh, ...changes };
    setFresh(next);
    onChange(next);
  };
  const chosen = value && "user_id" in value ? value.user_id : null;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="font-semibold text-neutral-900">Customer</legend>
      <RadioGroup
        label="Customer"
        hideLabel
        options={[
          { value: "existing", label: "Existing customer" },
          { value: "new", label: "New customer" },
        ]}
        value={mode}
        onValueChange={(next) => {
          setMode(next as "existing" | "new");
          onChange(next === "new" ? fresh : null);
        }}
      />
      {mode === "existing" ? (
        <>
          <TextField
            label="Find a customer"
            placeholder="Name, e-mail or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={errors.customer}
          />
          {search.trim().length >= 2 && (
            <RadioGroup
              label="Matching customers"
              options={matches.map((match) => ({
                value: String(match.user_id),
                label: `${match.first_name} ${match.last_name} · ${match.email}`,
              }))}
              value={chosen ? String(chosen) : ""}
              onValueChange={(id) => onChange({ user_id: Number(id) })}
            />
          )}
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="First name"
            value={fresh.first_name}
            error={errors["customer.first_name"]}
            onChange={(event) => setNew({ first_name: event.target.value })}
          />
          <TextField
            label="Last name"
            value={fresh.last_name}
            error={errors["customer.last_name"]}
            onChange={(event) => setNew({ last_name: event.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            value={fresh.email}
            error={errors["customer.email"]}
            onChange={(event) => setNew({ email: event.target.value })}
          />
          <PhoneField
            label="Phone number"
            value={fresh.phone_number}
            error={errors["customer.phone_number"]}
            onChange={(phone) => setNew({ phone_number: phone })}
          />
        </div>
      )}
    </fieldset>
  );
}
