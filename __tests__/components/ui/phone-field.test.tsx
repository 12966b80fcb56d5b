import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PhoneField } from "@/components/ui/phone-field";

function Field({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        label="Phone number"
        value={value}
        error={value ? undefined : "Phone is required"}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue("+33 6 12 34 56 78")}>
        Load
      </button>
    </>
  );
}

describe("PhoneField", () => {
  it("composes the calling code and the number into one value", async () => {
    const onChange = jest.fn();
    render(<Field initial="" onChange={onChange} />);
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveDisplayValue(
      "+44 (UK)",
    );
    const number = screen.getByLabelText("Phone number");
    expect(number).toHaveAccessibleDescription("Phone is required");
    await userEvent.type(number, "07700 900456");
    expect(onChange).toHaveBeenLastCalledWith("+44 07700 900456");

    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Country calling code" }),
      "+1 (US/Canada)",
    );
    expect(onChange).toHaveBeenLastCalledWith("+1 07700 900456");
  });

  it("splits a stored number and follows a value set from outside", async () => {
    const onChange = jest.fn();
    render(<Field initial="+447700900456" onChange={onChange} />);
    // Before libphonenumber-js has loaded the split is plain; once it has, it is formatted.
    expect(screen.getByLabelText("Phone number")).toHaveValue("07700900456");
    await waitFor(() => expect(screen.getByLabelText("Phone number")).toHaveValue("07700 900456"));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Load" }));
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveDisplayValue(
      "+33 (France)",
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Phone number")).toHaveValue("06 12 34 56 78"),
    );
  });
});
