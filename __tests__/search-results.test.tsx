import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchResults } from "../src/components/blog/search-results";
import type { SearchHit } from "../src/lib/search";
import { renderInLanguage } from "./helpers/render-in-language";

const hit = (id: number, fields: SearchHit["fields"] = ["body"]): SearchHit => ({
  id: String(id),
  title: `Article ${id}`,
  excerpt: `Excerpt ${id}`,
  category: "Cancer Care",
  date: "2025-06-18",
  readingTime: "4 min read",
  fields,
  terms: ["jaundice"],
});

describe("SearchResults", () => {
  it("says where each article matched, and links to it", () => {
    renderInLanguage(<SearchResults hits={[hit(1, ["title", "headings", "body"])]} />);
    expect(screen.getByText(/^Found in the title, headings and article text:/)).toHaveTextContent(
      "Found in the title, headings and article text: jaundice",
    );
    expect(screen.getByRole("link", { name: "Article 1" })).toHaveAttribute("href", "/blog/1/");
    expect(screen.getByText("June 18, 2025")).toBeInTheDocument();
  });

  it("shows twenty results at first and twenty more at a time", async () => {
    renderInLanguage(<SearchResults hits={Array.from({ length: 45 }, (_, index) => hit(index + 1))} />);
    expect(screen.getAllByRole("article")).toHaveLength(20);
    await userEvent.click(screen.getByRole("button", { name: "Show 20 more" }));
    expect(screen.getAllByRole("article")).toHaveLength(40);
    await userEvent.click(screen.getByRole("button", { name: "Show 5 more" }));
    expect(screen.getAllByRole("article")).toHaveLength(45);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
