import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactSection } from "../src/components/home/contact-section";
import practice from "../content/practice.json";
import home from "../content/home.json";

function renderForm(endpoint = "") {
  render(<ContactSection content={home} practice={practice as never} endpoint={endpoint} />);
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Asha Mishra");
  await user.type(screen.getByLabelText("Email"), "asha@example.in");
  await user.type(screen.getByLabelText(/Phone Number/), "9876543210");
  await user.type(screen.getByLabelText("Message"), "I would like an appointment for my father.");
}

describe("contact form", () => {
  let alert: jest.SpyInstance;
  let log: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("marks name, email and message required, phone optional, and gives the message four rows", () => {
    renderForm();
    expect(screen.getByLabelText("Full Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone Number/)).not.toBeRequired();
    expect(screen.getByLabelText("Message")).toBeRequired();
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "4");
  });

  it("logs the values, thanks the visitor and clears the fields; nothing is sent", async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const user = userEvent.setup();
    renderForm();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(alert).toHaveBeenCalledWith("Thank you for your message. We will contact you shortly.");
    expect(log).toHaveBeenCalledWith(
      "Contact form submitted:",
      expect.objectContaining({ name: "Asha Mishra", email: "asha@example.in", phone: "9876543210" }),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const label of ["Full Name", "Email", /Phone Number/, "Message"]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
  });

  it("posts to a configured endpoint and keeps the text if sending fails", async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    const user = userEvent.setup();
    renderForm("https://forms.example.in/contact");
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(global.fetch).toHaveBeenCalledWith(
      "https://forms.example.in/contact",
      expect.objectContaining({ method: "POST" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("could not be sent");
    expect(screen.getByLabelText("Full Name")).toHaveValue("Asha Mishra");
    expect(alert).not.toHaveBeenCalled();
  });
});
