import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";

const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  let next = 0;
  URL.createObjectURL = jest.fn(() => {
    const url = `blob:test/${next++}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
});

function Picker(props: { maxFiles?: number; multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      label="Car photos"
      accept="image/*,application/pdf"
      files={files}
      onFilesChange={setFiles}
      {...props}
    />
  );
}

const photo = (name: string) => new File(["x"], name, { type: "image/png" });

describe("FilePicker", () => {
  it("previews images, removes one file at a time and revokes object URLs", async () => {
    const { unmount } = render(<Picker multiple />);
    const input = screen.getByLabelText("Car photos");
    expect(input).toHaveAttribute("accept", "image/*,application/pdf");
    await userEvent.upload(input, [photo("front.png"), photo("back.png")]);
    await userEvent.upload(input, new File(["%PDF"], "logbook.pdf", { type: "application/pdf" }));
    const list = screen.getByRole("list", { name: "Car photos: chosen files" });
    expect(list.querySelectorAll("img")).toHaveLength(2);
    expect(screen.getByText("logbook.pdf")).toBeInTheDocument();
    expect(created).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Remove front.png" }));
    expect(screen.queryByText("front.png")).not.toBeInTheDocument();
    expect(screen.getByText("back.png")).toBeInTheDocument();
    expect(revoked).toContain(created[0]);

    unmount();
    expect(new Set(revoked)).toEqual(new Set(created));
  });

  it("keeps at most maxFiles and says why", async () => {
    render(<Picker multiple maxFiles={2} />);
    await userEvent.upload(screen.getByLabelText("Car photos"), [
      photo("a.png"),
      photo("b.png"),
      photo("c.png"),
    ]);
    expect(screen.getAllByRole("button", { name: /^Remove / })).toHaveLength(2);
    expect(screen.getByRole("alert")).toHaveTextContent("You can add up to 2 files.");
    expect(screen.getByLabelText("Car photos")).toBeDisabled();
  });

  it("replaces the file when only one is allowed", async () => {
    render(<Picker />);
    const input = screen.getByLabelText("Car photos");
    await userEvent.upload(input, photo("first.png"));
    await userEvent.upload(input, photo("second.png"));
    expect(screen.queryByText("first.png")).not.toBeInTheDocument();
    expect(screen.getByText("second.png")).toBeInTheDocument();
  });

  it("says how many files are chosen, not the cleared native input's 'No file chosen'", async () => {
    render(<Picker multiple />);
    expect(screen.getByText("No file chosen")).toBeInTheDocument();
    expect(screen.getByText("Choose files")).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Car photos"), [photo("a.png"), photo("b.png")]);
    expect(screen.queryByText("No file chosen")).not.toBeInTheDocument();
    expect(screen.getByText("2 files chosen")).toBeInTheDocument();
    expect(screen.getByText("Add more files")).toBeInTheDocument();
    // The input keeps its one label for assistive technology.
    expect(screen.getByLabelText("Car photos")).toHaveAccessibleName("Car photos");
  });

  it("offers to replace the one file of a single-file picker", async () => {
    render(<Picker />);
    expect(screen.getByText("Choose file")).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText("Car photos"), photo("only.png"));
    expect(screen.getByText("1 file chosen")).toBeInTheDocument();
    expect(screen.getByText("Replace file")).toBeInTheDocument();
  });
});
