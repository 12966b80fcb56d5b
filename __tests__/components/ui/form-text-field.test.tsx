import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { FormTextField, FormTextFields } from "@/components/ui/form-text-field";

interface Values {
  name: string;
  email: string;
  address: string;
}

function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { name: "", email: "", address: "" },
  });
  const shared = { register, errors: formState.errors };
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormTextField {...shared} name="name" label="Name" autoComplete="name" />
      <FormTextFields
        {...shared}
        fields={[
          { name: "email", label: "Email", type: "email" },
          { name: "address", label: "Address", wide: true, hint: "Street and town" },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

function Required() {
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { name: "", email: "", address: "" },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <FormTextField
        register={(name) => register(name, { required: "Name is required" })}
        errors={formState.errors}
        name="name"
        label="Name"
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe("FormTextField", () => {
  it("binds each field by name, with its label, id, type and hint", async () => {
    const onValid = jest.fn();
    const user = userEvent.setup();
    render(<Harness onValid={onValid} />);
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("id", "name");
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Address")).toHaveAccessibleDescription("Street and town");
    expect(screen.getByLabelText("Address").closest("div")).toHaveClass("sm:col-span-2");
    await user.type(name, "Ada");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { name: "Ada", email: "ada@example.com", address: "" },
        expect.anything(),
      ),
    );
  });

  it("shows the form's error for its name, announced and tied to the input", async () => {
    const user = userEvent.setup();
    render(<Required />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Name is required");
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
  });
});
