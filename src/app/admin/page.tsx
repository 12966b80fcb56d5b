import { redirect } from "next/navigation";

/** /admin is the console's front door: the dashboard (its layout checks the role). */
export default function AdminIndex() {
  redirect("/admin/dashboard");
}
