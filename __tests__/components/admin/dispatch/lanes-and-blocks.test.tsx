import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlockPanel } from "@/components/admin/dispatch/block-panel";
import { DriverLanes } from "@/components/admin/dispatch/driver-lanes";
import type { Block } from "@/lib/dispatch/board-types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const fetchMock = installFetchMock();

const block: Block = {
  assignment_id: 90,
  booking_id: 41,
  booking_reference: "BK-7Q2M",
  car_number: 1,
  status: "on_the_way",
  starts_at: "2026-10-25T10:00:00.000Z",
  ends_at: "2026-10-25T11:30:00.000Z",
  pickup_time_zone: "Europe/London",
  local_start: "10:00",
  local_end: "11:30",
  pickup: "Heathrow Airport (LHR)",
  dropoff: "The Savoy",
};

describe("DriverLanes", () => {
  it("lists each chauffeur's jobs as buttons that say their status in words", async () => {
    const onSelect = jest.fn();
    render(
      <DriverLanes
        date="2026-10-25"
        lanes={[
          {
            driver_id: 1,
            name: "Aaron Busy",
            status: "Available",
            vehicle: "S-Class · AB12 CDE",
            blocks: [block],
          },
          { driver_id: 2, name: "Ida Idle", status: "Available", blocks: [] },
        ]}
        partnerJobs={[
          { ...block, assignment_id: 91, status: "assigned", partner_name: "Bennett Travel" },
        ]}
        onSelect={onSelect}
      />,
    );
    const jobs = screen.getByRole("list", { name: "Jobs of Aaron Busy" });
    const job = within(jobs).getByRole("button", { name: /BK-7Q2M · 10:00–11:30/ });
    expect(job).toHaveTextContent("On the way");
    expect(screen.getByRole("list", { name: "Jobs of Partners" })).toHaveTextContent(
      "Bennett Travel",
    );
    expect(screen.getByRole("region", { name: "Chauffeurs' day" })).toHaveTextContent("No jobs");
    const user = userEvent.setup();
    await user.click(job);
    expect(onSelect).toHaveBeenCalledWith(block);

    const lanes = screen.getByRole("list", { name: "Chauffeurs" });
    expect(lanes).toHaveTextContent("Ida Idle");
    await user.click(screen.getByRole("checkbox", { name: "Only chauffeurs with jobs" }));
    expect(lanes).not.toHaveTextContent("Ida Idle");
    expect(lanes).toHaveTextContent("Aaron Busy");
  });
});

describe("DriverLanes on the timeline", () => {
  it("draws partners' jobs at the same time on rows of their own, never over each other", () => {
    const later = { starts_at: "2026-10-25T11:00:00.000Z", ends_at: "2026-10-25T12:30:00.000Z" };
    render(
      <DriverLanes
        date="2026-10-25"
        lanes={[]}
        partnerJobs={[
          { ...block, assignment_id: 91, status: "assigned", partner_name: "Bennett Travel" },
          { ...block, ...later, assignment_id: 92, status: "offered", partner_name: "Okafor Cars" },
        ]}
        onSelect={jest.fn()}
      />,
    );
    const jobs = within(screen.getByRole("list", { name: "Jobs of Partners" })).getAllByRole(
      "listitem",
    );
    const tops = jobs.map((job) => job.style.getPropertyValue("--top"));
    expect(new Set(tops).size).toBe(2);
    expect(jobs[1]!.parentElement!.style.getPropertyValue("--lane-height")).toBe("8.5rem");
    expect(within(jobs[1]!).getByRole("button")).toHaveTextContent(
      "BK-7Q2M · 10:00–11:30, Offered · Okafor Cars",
    );
  });
});

describe("a job whose chauffeur or vehicle lost a document", () => {
  const flagged: Block = {
    ...block,
    assignment_id: 92,
    warnings: ["Licence lapsed", "MOT lapsed"],
  };

  it("says so on the block and in its panel", () => {
    render(
      <DriverLanes
        date="2026-10-25"
        lanes={[
          {
            driver_id: 1,
            name: "Aaron Busy",
            status: "Unavailable",
            blocks: [flagged],
          },
        ]}
        partnerJobs={[]}
        onSelect={jest.fn()}
      />,
    );
    const jobs = screen.getByRole("list", { name: "Jobs of Aaron Busy" });
    expect(within(jobs).getByRole("button", { name: /Licence lapsed · MOT lapsed/ })).toBeVisible();
  });

  it("tells the dispatcher in the panel what to do", () => {
    render(
      <BlockPanel block={flagged} holder="Aaron Busy" onClose={jest.fn()} onChanged={jest.fn()} />,
    );
    expect(screen.getByRole("dialog", { name: "BK-7Q2M" })).toHaveTextContent(
      "Licence lapsed · MOT lapsed: give the job to someone else, or renew the document first.",
    );
  });
});

describe("BlockPanel", () => {
  function renderPanel() {
    const onClose = jest.fn();
    const onChanged = jest.fn(async () => undefined);
    render(
      <BlockPanel block={block} holder="Aaron Busy" onClose={onClose} onChanged={onChanged} />,
    );
    return { onClose, onChanged, user: userEvent.setup() };
  }

  it("asks for a reason, shows a refusal, then unassigns and refreshes the board", async () => {
    const { onClose, onChanged, user } = renderPanel();
    const panel = screen.getByRole("dialog", { name: "BK-7Q2M" });
    expect(panel).toHaveTextContent("On the way");
    expect(panel).toHaveTextContent("Aaron Busy");
    await user.click(within(panel).getByRole("button", { name: "Unassign" }));
    expect(within(panel).getByLabelText("Reason for unassigning")).toHaveAccessibleDescription(
      "Give a reason",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(within(panel).getByLabelText("Reason for unassigning"), "Car broke down");
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({ success: false, message: "The job changed meanwhile" }),
    });
    await user.click(within(panel).getByRole("button", { name: "Unassign" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("The job changed meanwhile");
    expect(onChanged).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(okAnswer({ assignment_id: 90 }, "Chauffeur unassigned"));
    await user.click(within(panel).getByRole("button", { name: "Unassign" }));
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/admin/assignments/90");
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      method: "DELETE",
      body: JSON.stringify({ reason: "Car broke down" }),
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("offers no Unassign for a finished job", () => {
    render(
      <BlockPanel
        block={{ ...block, status: "completed" }}
        holder="Aaron Busy"
        onClose={jest.fn()}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.queryByRole("button", { name: "Unassign" })).not.toBeInTheDocument();
  });
});
