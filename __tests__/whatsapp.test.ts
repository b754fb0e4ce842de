import practice from "../content/practice.json";
import { contactMessageText, isWhatsappNumber, whatsappShareUrl, whatsappUrl } from "../src/lib/whatsapp";

describe("WhatsApp numbers", () => {
  it.each(["+91 98390 12345", "+91-98390-12345", "+919839012345", "+44 20 7946 0958"])("accepts %s", (number) => {
    expect(isWhatsappNumber(number)).toBe(true);
  });

  it.each([
    ["a local number without its country code", "098390 12345"],
    ["no leading +", "91 98390 12345"],
    ["a leading zero after +", "+0 98390 12345"],
    ["too few digits", "+91 123"],
    ["more than 15 digits", "+91 98390 12345 67890"],
    ["letters", "+91 call the desk"],
    ["nothing", ""],
  ])("rejects %s", (_what, number) => {
    expect(isWhatsappNumber(number)).toBe(false);
  });
});

describe("click-to-chat links", () => {
  it("use the number as digits only and encode the greeting", () => {
    expect(whatsappUrl("+91 98390 12345", "Hello & namaste? 50% #1")).toBe(
      "https://wa.me/919839012345?text=Hello%20%26%20namaste%3F%2050%25%20%231",
    );
  });

  it("keep line breaks and Hindi intact through encoding", () => {
    const text = "नमस्ते\nपित्ताशय (gallbladder)";
    const url = new URL(whatsappUrl("+91 98390 12345", text));
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("leave out an empty text", () => {
    expect(whatsappUrl("+91 98390 12345", "  ")).toBe("https://wa.me/919839012345");
  });

  it("refuse a number WhatsApp cannot open", () => {
    expect(() => whatsappUrl("98390 12345")).toThrow("international form");
  });

  it("work for the sample content's number", () => {
    expect(whatsappUrl(practice.whatsapp.number, practice.whatsapp.greeting)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });
});

describe("the contact form's message for WhatsApp", () => {
  const values = {
    name: " Asha Mehta ",
    email: "asha@example.in",
    phone: "+91 98765 43210",
    message: "Pain after meals.",
  };

  it("holds the greeting, the message and how to reach the patient", () => {
    expect(contactMessageText("Hello doctor.", values)).toBe(
      "Hello doctor.\n\nPain after meals.\n\n— Asha Mehta\nPhone: +91 98765 43210\nEmail: asha@example.in",
    );
  });

  it("leaves out what the patient did not give", () => {
    expect(contactMessageText("", { ...values, phone: "", email: "" })).toBe("Pain after meals.\n\n— Asha Mehta");
  });
});

describe("whatsappShareUrl", () => {
  it("opens WhatsApp with the title and the address, for a chat the visitor picks", () => {
    const url = new URL(whatsappShareUrl("Gallstones & you?", "https://example.in/hi/conditions/gallstones/"));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe("Gallstones & you?\nhttps://example.in/hi/conditions/gallstones/");
  });
});
