import { initials } from "../src/lib/initials";

describe("initials", () => {
  it("takes the first letters of the first two names, without the title", () => {
    expect(initials("Dr. Asha Verma")).toBe("AV");
    expect(initials("Dr Asha Rani Mishra")).toBe("AR");
    expect(initials("  Meera  ")).toBe("M");
  });
});
