"use client";

import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { FormRadioGroup } from "@/components/ui/form-radio-group";
import { TextField } from "@/components/ui/text-field";
import { api } from "@/lib/api-client";
import { ChoiceFieldset } from "./booking-form/choice-fieldset";
import type { PhoneBookingValues } from "./phone-booking-form";
import { useFieldBinder } from "@/components/ui/use-field-binder";

const MODE_OPTIONS = [
  { value: "existing", label: "Existing customer" },
  { value: "new", label: "New customer" },
];

export interface CustomerMatch {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

type NewCustomerText = "first_name" | "last_name" | "email";

/** Customers whose name, e-mail or phone holds the text, asked again as it is typed. */
function useCustomerMatches(search: string, active: boolean): CustomerMatch[] {
  const [matches, setMatches] = useState<CustomerMatch[]>([]);
  useEffect(() => {
    if (!active || search.trim().length < 2) return;
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
  }, [search, active]);
  return matches;
}

function NewCustomerFields() {
  const { control } = useFormContext<PhoneBookingValues>();
  const field = useFieldBinder<PhoneBookingValues>();
  const text = (name: NewCustomerText, label: string, type?: string) => (
    <TextField label={label} type={type} {...field(`customer.${name}`)} />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {text("first_name", "First name")}
      {text("last_name", "Last name")}
      {text("email", "Email", "email")}
      <FormPhoneField control={control} name="customer.phone_number" label="Phone number" />
    </div>
  );
}

/** Finds a customer by name, e-mail or phone, or takes a new customer's details. */
export function CustomerPicker() {
  const { control, formState } = useFormContext<PhoneBookingValues>();
  const mode = useWatch({ control, name: "customer_mode" });
  const [search, setSearch] = useState("");
  const matches = useCustomerMatches(search, mode === "existing");

  return (
    <ChoiceFieldset
      legend="Customer"
      label="Customer"
      control={control}
      name="customer_mode"
      className="flex flex-col gap-3"
      options={MODE_OPTIONS}
    >
      {mode === "existing" ? (
        <>
          <TextField
            label="Find a customer"
            placeholder="Name, e-mail or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            error={formState.errors.customer_id?.message}
          />
          {search.trim().length >= 2 && (
            <FormRadioGroup
              control={control}
              name="customer_id"
              label="Matching customers"
              options={matches.map((match) => ({
                value: String(match.user_id),
                label: `${match.first_name} ${match.last_name} · ${match.email}`,
              }))}
            />
          )}
        </>
      ) : (
        <NewCustomerFields />
      )}
    </ChoiceFieldset>
  );
}
