/**
 * Sends a form's values to the endpoint configured in content/practice.json. Without an endpoint
 * nothing is sent (the specification's behaviour); the caller decides what the visitor sees.
 */
export async function sendToEndpoint(
  endpoint: string,
  values: Record<string, string>,
): Promise<"sent" | "not-configured"> {
  if (!endpoint.trim()) return "not-configured";
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(values),
  });
  if (!response.ok) throw new Error(`The form endpoint answered ${response.status}`);
  return "sent";
}
