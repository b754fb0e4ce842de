import secondOpinionHi from "../content/hi/second-opinion.json";
import secondOpinion from "../content/second-opinion.json";
import { STRINGS } from "../src/i18n/strings";
import { mailtoHref } from "../src/lib/contact-links";
import { SECOND_OPINION } from "../src/lib/content-model";
import { translationProblems, validateJsonFile } from "../src/lib/content-validation";
import {
  requestFields,
  requestSubject,
  requestText,
  requestWays,
  type SecondOpinionRequest,
} from "../src/lib/second-opinion";

/**
 * The second-opinion request (issue 48): the request as WhatsApp, e-mail and the endpoint
 * carry it, the ways it is sent, and every bad input the issue names failing with the file and field.
 */

const FILE = "content/second-opinion.json";
const context = { file: FILE };
const problems = (data: unknown) => validateJsonFile(SECOND_OPINION, data, context);
const withSend = (send: Array<{ way: string; to: string }>) => ({ ...secondOpinion, send });
/** The practice's WhatsApp way as the sample content sets it, and two items of its checklist. */
const WHATSAPP = secondOpinion.send.find(({ way }) => way === "whatsapp")!;
const HAVE = secondOpinion.checklist.items.slice(0, 2).map(({ item }) => item);
const ENDPOINT = "https://forms.example.in/second-opinion";

const request: SecondOpinionRequest = {
  name: " Ramesh Yadav ",
  age: "58",
  town: "Gorakhpur",
  phone: "+91 94150 12345",
  diagnosis: "Lump near the liver on my CT",
  question: "Do I need to come before my next scan?",
  have: HAVE,
};

describe("the sample content", () => {
  it("passes every rule, in both languages", () => {
    expect(problems(secondOpinion)).toEqual([]);
    expect(
      translationProblems(SECOND_OPINION, secondOpinion, secondOpinionHi, {
        original: FILE,
        translation: "content/hi/second-opinion.json",
      }),
    ).toEqual([]);
  });
});

describe("bad input fails naming the file and the field", () => {
  it("a checklist item without text", () => {
    const [first, ...rest] = secondOpinion.checklist.items;
    const data = {
      ...secondOpinion,
      checklist: { ...secondOpinion.checklist, items: [{ ...first, item: " " }, ...rest] },
    };
    expect(problems(data)).toEqual([`${FILE}: field "checklist.items[1].item" is missing or empty`]);
  });

  it.each([
    ["whatsapp", " ", "is missing or empty"],
    ["email", "", "is missing or empty"],
    ["endpoint", "", "is missing or empty"],
  ])("a way to send, %s, set up without its number or address", (way, to, problem) => {
    expect(problems(withSend([WHATSAPP, { way, to }].slice(way === "whatsapp" ? 1 : 0)))).toEqual([
      `${FILE}: field "send[${way === "whatsapp" ? 1 : 2}].to" ${problem}`,
    ]);
  });

  it.each([
    // The practice's number without its country code.
    ["whatsapp", WHATSAPP.to.replace(/^\+\d+\s*/, ""), 'a phone number starting with "+" and the country code'],
    ["email", "appointments-at-example.in", "an email address"],
    ["endpoint", "http://forms.example.in/", "an https:// address"],
  ])("a way to send, %s, with a number or address of the wrong kind", (way, to, must) => {
    const [problem] = problems(withSend([{ way, to }, ...(way === "whatsapp" ? [] : [WHATSAPP])]));
    expect(problem).toMatch(`${FILE}: field "send[1].to" (${way}) must be ${must}`);
  });

  it("an endpoint with nowhere for the reports to go", () => {
    expect(problems(withSend([{ way: "endpoint", to: ENDPOINT }]))).toEqual([
      `${FILE}: field "send" has "endpoint" alone: the endpoint takes the text only, so add "whatsapp" or "email" for the reports`,
    ]);
  });

  it("no way to send at all, an unknown way, or one way twice", () => {
    expect(problems(withSend([]))).toEqual([`${FILE}: field "send" is missing or empty`]);
    expect(problems(withSend([{ way: "post", to: "PO Box 1" }]))[0]).toMatch(`${FILE}: field "send[1].way"`);
    expect(problems(withSend([WHATSAPP, WHATSAPP]))[0]).toMatch(`${FILE}: field "send[2].way"`);
  });

  it("a fee or reply time that is not a whole number in range; left out, they are not set", () => {
    expect(problems({ ...secondOpinion, fee: -1 })[0]).toMatch(`${FILE}: field "fee"`);
    expect(problems({ ...secondOpinion, replyDays: 0 })[0]).toMatch(`${FILE}: field "replyDays"`);
    const { fee, replyDays, feeNote, ...rest } = secondOpinion;
    expect([fee, replyDays, feeNote].every(Boolean)).toBe(true);
    expect(problems(rest)).toEqual([]);
  });
});

describe("the request, written out", () => {
  const labels = STRINGS.en.secondOpinion.message;

  it("for WhatsApp: who, what they were told, their question, the items they have, and the reports in the chat", () => {
    expect(requestText(request, labels, "whatsapp")).toBe(
      [
        "Request for a second opinion",
        "Patient: Ramesh Yadav, 58 years\nTown: Gorakhpur\nPhone: +91 94150 12345\n" +
          "Diagnosis as told: Lump near the liver on my CT\nQuestion: Do I need to come before my next scan?",
        `Reports I have:\n${HAVE.map((item) => `- ${item}`).join("\n")}`,
        "I am attaching the reports in this chat.",
      ].join("\n\n"),
    );
  });

  it("for e-mail: the reports attached, and a subject naming whose request it is", () => {
    expect(requestText(request, labels, "email").endsWith(`- ${HAVE[1]}\n\nThe reports are attached.`)).toBe(true);
    expect(requestSubject(request, labels)).toBe("Second opinion request: Ramesh Yadav, Gorakhpur");
  });

  it("with no item ticked, says so and promises no attachment", () => {
    const text = requestText({ ...request, have: [] }, labels, "whatsapp");
    expect(text.endsWith("Reports I have: none yet")).toBe(true);
    expect(text).not.toContain(labels.attachWhatsapp);
  });

  it("in Hindi, in the Hindi labels", () => {
    const hindi = STRINGS.hi.secondOpinion.message;
    expect(requestText(request, hindi, "whatsapp").split("\n")[0]).toBe(hindi.heading);
    expect(requestText(request, hindi, "whatsapp")).toContain("मरीज़: Ramesh Yadav, 58 साल");
  });

  it("for the endpoint: the text alone, trimmed, the ticked items joined, with the consent", () => {
    expect(requestFields(request)).toEqual({
      name: "Ramesh Yadav",
      age: "58",
      town: "Gorakhpur",
      phone: "+91 94150 12345",
      diagnosis: "Lump near the liver on my CT",
      question: "Do I need to come before my next scan?",
      have: HAVE.join("; "),
      consent: "yes",
    });
  });
});

describe("the ways a request is sent", () => {
  it("hands off to WhatsApp and e-mail as the sample content says, with no endpoint", () => {
    expect(requestWays(secondOpinion.send)).toEqual({
      endpoint: null,
      handOffs: secondOpinion.send.map(({ way, to }) =>
        way === "whatsapp" ? { kind: "whatsapp", number: to } : { kind: "email", address: to },
      ),
    });
  });

  it("posts to an endpoint when one is a way, the hand-offs then carrying the reports", () => {
    expect(requestWays([{ way: "endpoint", to: ENDPOINT }, WHATSAPP])).toEqual({
      endpoint: { kind: "json", endpoint: ENDPOINT },
      handOffs: [{ kind: "whatsapp", number: WHATSAPP.to }],
    });
  });

  it("leaves out a way whose number or address is not usable", () => {
    expect(
      requestWays([
        { way: "whatsapp", to: "98390" },
        { way: "email", to: " " },
      ]),
    ).toEqual({
      endpoint: null,
      handOffs: [],
    });
  });
});

describe("mailto links", () => {
  it("carry the subject and body encoded, and nothing when there are none", () => {
    expect(mailtoHref("desk@example.in", "A & B", "Line 1\nLine 2")).toBe(
      "mailto:desk@example.in?subject=A%20%26%20B&body=Line%201%0ALine%202",
    );
    expect(mailtoHref("desk@example.in")).toBe("mailto:desk@example.in");
  });
});
