/** An avatar image's status (SPEC.md section 4). */
export type ImageStatus = "idle" | "loading" | "loaded" | "error";

export type ImageEvent = "start" | "load" | "error";

export function imageStatusReducer(status: ImageStatus, event: ImageEvent): ImageStatus {
  switch (event) {
    case "start":
      return status === "idle" ? "loading" : status;
    case "load":
      return status === "error" ? status : "loaded";
    case "error":
      return "error";
  }
}

/** The initials stand in for the picture whenever it has not loaded. */
export function showsInitials(status: ImageStatus): boolean {
  return status !== "loaded";
}
