"use client";

import { useFormContext } from "react-hook-form";
import { FormPhoneField } from "@/components/ui/form-phone-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { LANGUAGE_LABELS, LANGUAGES, TIMEZONE_LABELS, TIMEZONES } from "@/lib/settings/options";
import { FormSelect } from "@/components/admin/form-controls";
import { optionsOf } from "@/components/ui/select-choices";
import type { SettingsFormValues } from "./settings-form";
import { useFieldBinder } from "@/components/ui/use-field-binder";

const TIMEZONE_OPTIONS = optionsOf(TIMEZONES, TIMEZONE_LABELS);
const LANGUAGE_OPTIONS = optionsOf(LANGUAGES, LANGUAGE_LABELS);

const FIGURES = [
  { name: "countries_count", label: "Countries" },
  { name: "cities_count", label: "Cities" },
] as const;

/** Settings' General tab: the site's name, description, zone, language and contact details. */
export function GeneralSettings() {
  const { control } = useFormContext<SettingsFormValues>();
  const field = useFieldBinder<SettingsFormValues>();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextField label="Site Name" className="md:col-span-2" {...field("general.site_name")} />
      <Textarea
        label="Site Description"
        className="md:col-span-2"
        rows={3}
        hint="Used in search results and link previews."
        {...field("general.site_description")}
      />
      <FormSelect
        control={control}
        name="general.timezone"
        label="Timezone"
        options={TIMEZONE_OPTIONS}
      />
      <FormSelect
        control={control}
        name="general.language"
        label="Language"
        options={LANGUAGE_OPTIONS}
        hint="Sets the pages' language attribute; the text is not translated."
      />
      <TextField
        label="Support Email"
        type="email"
        autoComplete="off"
        {...field("general.support_email")}
      />
      <FormPhoneField
        control={control}
        name="general.support_phone"
        label="Support Phone"
        codeLabel="Support phone calling code"
        autoComplete="off"
      />
      <Textarea
        label="Business Address"
        className="md:col-span-2"
        rows={2}
        {...field("general.business_address")}
      />
      <fieldset className="grid grid-cols-2 gap-4 md:col-span-2">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">
          Figures the home, About and footer quote
        </legend>
        {FIGURES.map(({ name, label }) => (
          <TextField
            key={name}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            {...field(`general.${name}`, { valueAsNumber: true })}
          />
        ))}
      </fieldset>
    </div>
  );
}
