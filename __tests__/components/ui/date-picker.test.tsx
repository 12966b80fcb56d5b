import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DatePicker } from "@/components/ui/date-picker";

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("2030-03-14");
  return (
    <DatePicker
      label="Pickup date"
      value={value}
      min="2030-03-10"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("DatePicker", () => {
  it("shows the date, opens a calendar and returns the chosen day as yyyy-MM-dd", async () => {
    const onChange = jest.fn();
    render(<Picker onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: "Pickup date 14 Mar 2030" });
    await userEvent.click(trigger);
    const grid = await screen.findByRole("grid");
    expect(grid).toBeInTheDocument();
    // Days before `min` cannot be chosen.
    expect(screen.getByRole("button", { name: /March 9th, 2030/ })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: /March 20th, 2030/ }));
    expect(onChange).toHaveBeenCalledWith("2030-03-20");
    await waitFor(() => expect(screen.queryByRole("grid")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Pickup date 20 Mar 2030" })).toBeInTheDocument();
  });

  it("shows a placeholder and its error when empty", () => {
    render(<DatePicker label="Return date" value="" onChange={jest.fn()} error="Choose a date" />);
    const trigger = screen.getByRole("button", { name: "Return date Pick a date" });
    expect(trigger).toHaveAttribute("aria-invalid", "true");
    expect(trigger).toHaveAccessibleDescription("Choose a date");
  });
});
