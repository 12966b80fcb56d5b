import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/home/contact-form";

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Subject"), "Airport pickup");
  await user.type(screen.getByLabelText("Message"), "Do you meet at arrivals?");
  await user.click(screen.getByRole("button", { name: "Send message" }));
}

describe("ContactForm", () => {
  it("validates with the shared schema before sending", async () => {
    const fetchMock = mockFetch(200, { success: true, data: null });
    render(<ContactForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, shows the banner and clears the form", async () => {
    const fetchMock = mockFetch(201, { success: true, message: "Sent", data: null });
    render(<ContactForm />);
    await fill();
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Thank you for your message. We will get back to you soon!",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Airport pickup",
      message: "Do you meet at arrivals?",
    });
  });

  it("shows the server's refusal and its field errors", async () => {
    mockFetch(400, {
      success: false,
      message: "Validation failed",
      errors: { subject: "Subject must be at most 200 characters" },
    });
    render(<ContactForm />);
    await fill();
    await waitFor(() =>
      expect(screen.getByText("Validation failed").closest("[role=alert]")).toBeInTheDocument(),
    );
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription(
      "Subject must be at most 200 characters",
    );
  });
});
