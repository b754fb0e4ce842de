import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";
import { staticQueryData } from "./static-data";

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticQueryData);
});
