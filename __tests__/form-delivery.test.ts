import { formDelivery } from "../src/lib/form-delivery";
import { FormSendError, sendForm } from "../src/lib/send-form";

describe("which delivery a form uses", () => {
  const none = { delivery: "json", endpoint: "" };

  it("posts JSON to a configured endpoint, WhatsApp or not", () => {
    expect(formDelivery({ delivery: "json", endpoint: "https://x.in/f" }, "contact", "+91 98390 12345")).toEqual({
      kind: "json",
      endpoint: "https://x.in/f",
    });
  });

  it("uses Netlify Forms when chosen", () => {
    expect(formDelivery({ delivery: "netlify", endpoint: "" }, "contact")).toEqual({
      kind: "netlify",
      formName: "contact",
    });
  });

  it("hands off to WhatsApp when no endpoint is set and a number is", () => {
    expect(formDelivery(none, "contact", "+91 98390 12345")).toEqual({ kind: "whatsapp", number: "+91 98390 12345" });
  });

  it("sends nothing with neither", () => {
    expect(formDelivery(none, "contact", "")).toEqual({ kind: "none" });
    expect(formDelivery(none, "newsletter")).toEqual({ kind: "none" });
  });
});

describe("sending a form", () => {
  const values = { name: "Asha", message: "Hello & welcome" };
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("posts JSON to the endpoint and resolves on a 2xx answer", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    await sendForm({ kind: "json", endpoint: "https://x.in/f" }, values, { timeoutMs: 1000 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://x.in/f");
    expect(init).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(init.body)).toEqual(values);
  });

  it("posts an urlencoded form with its form-name to the site itself for Netlify", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    await sendForm({ kind: "netlify", formName: "contact" }, values, { timeoutMs: 1000 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(init.body).toBe("form-name=contact&name=Asha&message=Hello+%26+welcome");
  });

  it("rejects on an answer that is not 2xx", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    await expect(sendForm({ kind: "json", endpoint: "https://x.in/f" }, values, { timeoutMs: 1000 })).rejects.toEqual(
      expect.objectContaining({ reason: "rejected" }),
    );
  });

  it("rejects when the network fails", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(
      sendForm({ kind: "json", endpoint: "https://x.in/f" }, values, { timeoutMs: 1000 }),
    ).rejects.toBeInstanceOf(FormSendError);
  });

  it("abandons a request that has no answer within the timeout", async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const sending = sendForm({ kind: "json", endpoint: "https://x.in/f" }, values, { timeoutMs: 15_000 });
    const outcome = expect(sending).rejects.toEqual(expect.objectContaining({ reason: "timeout" }));
    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(1);
    await outcome;
  });
});
