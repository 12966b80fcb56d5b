import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormSwitch } from "@/components/admin/form-controls";
import { FormRadioGroup } from "@/components/ui/form-radio-group";

interface Values {
  trip: string;
  close: boolean;
}

const TRIPS = [
  { value: "one_way", label: "One way" },
  { value: "return", label: "Return" },
];

/** Two bound controls; Refuse puts a server message on the switch, as applyFieldErrors does. */
function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { trip: "one_way", close: false } });
  const refuse = () => form.setError("close", { message: "Not yet" });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <FormRadioGroup control={form.control} name="trip" label="Trip" options={TRIPS} />
      <FormSwitch control={form.control} name="close" label="Close this feedback" />
      <button type="button" onClick={refuse}>
        Refuse
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe("bound form controls", () => {
  it("show the field's value and hand the chosen one back to the form", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    expect(screen.getByRole("radio", { name: "One way" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Return" }));
    await user.click(screen.getByRole("switch", { name: "Close this feedback" }));
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0][0]).toEqual({ trip: "return", close: true });
  });

  it("show the field's error under the control", async () => {
    const user = userEvent.setup();
    render(<Harness onValid={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("Not yet")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Close this feedback" })).toHaveAccessibleDescription(
      "Not yet",
    );
  });
});
