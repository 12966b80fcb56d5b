import "server-only";

// What other areas use of the trip page: the links their messages carry. Reminders and ride
// messages call tripLinkFor with their own transaction, so a link exists only if the message does.
export { issueTripLink, tripLinkFor, tripUrl } from "./issue-link";
