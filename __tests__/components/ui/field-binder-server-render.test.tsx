import { act } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { fieldBinder } from "@/components/ui/use-field-binder";

// This file drives react-dom itself (no Testing Library), so it says it runs under act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  site_name: string;
  buffer_minutes: number;
  notes?: string;
  flags: { sms: boolean };
}

const onValues = jest.fn();

function SettingsLike() {
  const form = useForm<Values>({
    defaultValues: { site_name: "Apex Chauffeurs", buffer_minutes: 30, flags: { sms: true } },
  });
  const field = fieldBinder(form);
  return (
    <form onSubmit={form.handleSubmit((values) => onValues(values))}>
      <TextField label="Site Name" {...field("site_name")} />
      <TextField label="Buffer" {...field("buffer_minutes", { valueAsNumber: true })} />
      <TextField label="Notes" {...field("notes")} />
      <button type="submit">Save</button>
    </form>
  );
}

describe("a form bound with fieldBinder, rendered on the server", () => {
  it("carries the saved text in its HTML, before any script has run", () => {
    const html = renderToString(<SettingsLike />);
    const container = document.createElement("div");
    container.innerHTML = html;
    const inputs = Array.from(container.querySelectorAll("input"));
    expect(inputs.map((input) => input.defaultValue)).toEqual(["Apex Chauffeurs", "30", ""]);
  });

  it("hydrates without a mismatch and submits what it showed", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SettingsLike />);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <SettingsLike />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    const [siteName] = Array.from(container.querySelectorAll("input"));
    expect(siteName!.value).toBe("Apex Chauffeurs");
    await act(async () => {
      container.querySelector("form")!.requestSubmit();
    });
    expect(onValues).toHaveBeenCalledWith(
      expect.objectContaining({ site_name: "Apex Chauffeurs", buffer_minutes: 30 }),
    );
    container.remove();
  });
});
