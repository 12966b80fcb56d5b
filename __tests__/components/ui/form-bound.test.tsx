import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormSwitch } from "@/components/admin/form-controls";
import { FormRadioGroup } from "@/components/ui/form-radio-group";

interface Values {
  trip: string;
  close: boolean;
}

function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { trip: "one_way", close: false },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormRadioGroup
        control={control}
        name="trip"
        label="Trip"
        options={[
          { value: "one_way", label: "One way" },
          { value: "return", label: "Return" },
        ]}
      />
      <FormSwitch control={control} name="close" label="Close this feedback" />
      <button type="submit">Send</button>
    </form>
  );
}

function Refused() {
  const { control, setError } = useForm<Values>({ defaultValues: { trip: "", close: false } });
  return (
    <>
      <FormSwitch control={control} name="close" label="Close" />
      <button type="button" onClick={() => setError("close", { message: "Not yet" })}>
        Refuse
      </button>
    </>
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
    render(<Refused />);
    await user.click(screen.getByRole("button", { name: "Refuse" }));
    expect(await screen.findByText("Not yet")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Close" })).toHaveAccessibleDescription("Not yet");
  });
});
