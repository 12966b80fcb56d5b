import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "@/components/ui/checkbox";
import { RadioGroup } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";

describe("TextField and Textarea", () => {
  it("label the control and tie the hint and error to it", async () => {
    render(
      <>
        <TextField label="Email" hint="We never share it" error="Enter a valid email" />
        <Textarea label="Message" />
      </>,
    );
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("We never share it Enter a valid email");
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a valid email");
    const message = screen.getByRole("textbox", { name: "Message" });
    expect(message.tagName).toBe("TEXTAREA");
    await userEvent.type(message, "Hello");
    expect(message).toHaveValue("Hello");
    expect(message).not.toHaveAttribute("aria-invalid");
  });
});

describe("Checkbox", () => {
  it("toggles by click on its label and by Space, reporting a boolean", async () => {
    const onChange = jest.fn();
    render(<Checkbox label="I agree to the terms" onCheckedChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "I agree to the terms" });
    await userEvent.click(screen.getByText("I agree to the terms"));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toBeChecked();
    act(() => box.focus());
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).not.toBeChecked();
  });

  it("announces its error", () => {
    render(<Checkbox label="Accept" error="You must accept" />);
    expect(screen.getByRole("checkbox", { name: "Accept" })).toHaveAccessibleDescription(
      "You must accept",
    );
  });
});

describe("RadioGroup", () => {
  const options = [
    { value: "one_way", label: "One way" },
    { value: "return", label: "Return" },
  ];

  it("is a labelled group whose options are chosen by click and arrow keys", async () => {
    const onChange = jest.fn();
    render(<RadioGroup label="Journey" options={options} onValueChange={onChange} />);
    const group = screen.getByRole("radiogroup", { name: "Journey" });
    expect(group).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "One way" }));
    expect(onChange).toHaveBeenLastCalledWith("one_way");
    // Arrow keys move focus within the group (in a browser they also check it), Space checks.
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Return" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith("return");
    expect(screen.getByRole("radio", { name: "Return" })).toBeChecked();
  });
});

describe("Switch", () => {
  it("is a labelled switch toggled by keyboard", async () => {
    const onChange = jest.fn();
    render(<Switch label="E-mail me offers" onCheckedChange={onChange} />);
    const control = screen.getByRole("switch", { name: "E-mail me offers" });
    act(() => control.focus());
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith(true);
    expect(control).toHaveAttribute("aria-checked", "true");
  });
});
