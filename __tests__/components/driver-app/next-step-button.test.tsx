import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextStepButton } from "@/components/driver-app/next-step-button";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { jobFixture } from "./job-fixture";

const fetchMock = installFetchMock();
const BEFORE_WAITING_ENDS = new Date("2026-12-03T10:30:00Z");
const AFTER_WAITING_ENDS = new Date("2026-12-03T11:00:00Z");

function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]![1] as RequestInit;
  return JSON.parse(String(init.body));
}

describe("NextStepButton", () => {
  it.each([
    ["assigned", "I'm on my way", "on_the_way"],
    ["on_the_way", "I've arrived", "arrived"],
    ["arrived", "Passenger on board", "on_board"],
    ["on_board", "Complete ride", "completed"],
  ] as const)("from %s shows only %s and sends %s", async (status, label, to) => {
    const onMoved = jest.fn();
    fetchMock.mockResolvedValueOnce(okAnswer(jobFixture({ status: to }), "Moved"));
    render(
      <NextStepButton job={jobFixture({ status })} now={BEFORE_WAITING_ENDS} onMoved={onMoved} />,
    );
    expect(screen.getAllByRole("button")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: label }));
    expect(fetchMock).toHaveBeenCalledWith("/api/driver/jobs/41/status", expect.anything());
    expect(sentBody()).toEqual({ to });
    expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ status: to }));
  });

  it("does not move on when the server refuses, says so, and retries the same step", async () => {
    const onMoved = jest.fn();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: "The job has been cancelled" }),
    });
    render(<NextStepButton job={jobFixture()} now={BEFORE_WAITING_ENDS} onMoved={onMoved} />);
    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "I'm on my way failed: The job has been cancelled",
    );
    expect(onMoved).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "I'm on my way" })).toBeEnabled();

    fetchMock.mockResolvedValueOnce(okAnswer(jobFixture({ status: "on_the_way" }), "On the way"));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(sentBody(1)).toEqual({ to: "on_the_way" });
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it("says a step failed when the network is down", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    render(<NextStepButton job={jobFixture()} now={BEFORE_WAITING_ENDS} onMoved={jest.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/failed/);
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("offers a no show only after the free waiting time, and asks first", async () => {
    const job = jobFixture({ status: "arrived" });
    const { rerender } = render(
      <NextStepButton job={job} now={BEFORE_WAITING_ENDS} onMoved={jest.fn()} />,
    );
    expect(screen.queryByRole("button", { name: "Passenger did not show" })).toBeNull();
    const onMoved = jest.fn();
    rerender(<NextStepButton job={job} now={AFTER_WAITING_ENDS} onMoved={onMoved} />);
    await userEvent.click(screen.getByRole("button", { name: "Passenger did not show" }));
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(okAnswer(jobFixture({ status: "no_show" }), "No show"));
    await userEvent.click(screen.getByRole("button", { name: "Confirm no show" }));
    expect(sentBody()).toEqual({ to: "no_show" });
    expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ status: "no_show" }));
  });

  it("asks before setting off hours ahead of the pickup, and sends nothing until confirmed", async () => {
    const onMoved = jest.fn();
    const sevenAndAHalfHoursAhead = new Date("2026-12-03T02:30:00Z");
    render(<NextStepButton job={jobFixture()} now={sevenAndAHalfHoursAhead} onMoved={onMoved} />);
    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    const question = screen.getByRole("group", { name: "Set off early?" });
    expect(question).toHaveTextContent(
      "The pickup is in 7 h 30 min. Set off now? Your passenger will be told you are on the way.",
    );
    expect(screen.getByRole("button", { name: "Set off now" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("group", { name: "Set off early?" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    fetchMock.mockResolvedValueOnce(okAnswer(jobFixture({ status: "on_the_way" }), "On the way"));
    await userEvent.click(screen.getByRole("button", { name: "Set off now" }));
    expect(sentBody()).toEqual({ to: "on_the_way" });
    expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ status: "on_the_way" }));
  });

  it("stops asking once the clock reaches two hours before the pickup", async () => {
    const { rerender } = render(
      <NextStepButton
        job={jobFixture()}
        now={new Date("2026-12-03T07:30:00Z")}
        onMoved={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    expect(screen.getByRole("group", { name: "Set off early?" })).toHaveTextContent(
      "The pickup is in 2 h 30 min.",
    );
    rerender(
      <NextStepButton
        job={jobFixture()}
        now={new Date("2026-12-03T08:00:00Z")}
        onMoved={jest.fn()}
      />,
    );
    expect(screen.queryByRole("group", { name: "Set off early?" })).toBeNull();
    expect(screen.getByRole("button", { name: "I'm on my way" })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sets off at once within two hours of the pickup", async () => {
    fetchMock.mockResolvedValueOnce(okAnswer(jobFixture({ status: "on_the_way" }), "On the way"));
    render(
      <NextStepButton
        job={jobFixture()}
        now={new Date("2026-12-03T08:00:00Z")}
        onMoved={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "I'm on my way" }));
    expect(screen.queryByRole("group", { name: "Set off early?" })).toBeNull();
    expect(sentBody()).toEqual({ to: "on_the_way" });
  });

  it("shows nothing for a finished job", () => {
    const { container } = render(
      <NextStepButton
        job={jobFixture({ status: "completed" })}
        now={AFTER_WAITING_ENDS}
        onMoved={jest.fn()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
