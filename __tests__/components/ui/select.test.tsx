import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Select } from "@/components/ui/select";

const options = [
  { value: "executive", label: "Executive" },
  { value: "luxury", label: "Luxury" },
  { value: "mpv", label: "MPV", disabled: true },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <Select
      label="Vehicle class"
      options={options}
      value={value}
      error={value ? undefined : "Choose a class"}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("Select", () => {
  it("is a combobox named by its label that shows the placeholder and error", () => {
    render(<Controlled onChange={jest.fn()} />);
    const trigger = screen.getByRole("combobox", { name: "Vehicle class" });
    expect(trigger).toHaveTextContent("Select…");
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Choose a class");
  });

  it("opens with the keyboard and picks an option", async () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "Vehicle class" });
    act(() => trigger.focus());
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "MPV" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("option", { name: "Luxury" }));
    expect(onChange).toHaveBeenCalledWith("luxury");
    expect(trigger).toHaveTextContent("Luxury");
    expect(trigger).not.toHaveAttribute("aria-invalid");
  });
});
