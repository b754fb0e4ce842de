import { markdownProblems } from "../src/lib/markdown-safety";

const FRONT_MATTER = '---\ntitle: "A"\ndate: "2025-01-01"\n---\n';

describe("markdownProblems", () => {
  it("accepts an article in plain Markdown with local images and https links", () => {
    const source = `${FRONT_MATTER}\n## Heading\n\nText with [a link](https://example.org/) and [another](/blog/).\n\n![Diagram](./diagram.jpg)\n\n<!-- a note for editors -->\n\n| a | b |\n| - | - |\n| 1 | 2 |\n`;
    expect(markdownProblems(source)).toEqual([]);
  });

  it.each([
    ["<script>alert(1)</script>", "raw HTML"],
    ['<img src="x" onerror="alert(1)">', "raw HTML"],
    ['<iframe src="https://evil.example/"></iframe>', "raw HTML"],
    ['<div style="position:fixed;inset:0">Cover</div>', "raw HTML"],
    ["Text with <span>inline</span> HTML.", "raw HTML"],
    ["[Click](javascript:alert(1))", "link URL"],
    ["![Track](//evil.example/t.png)", "image URL"],
    ["[x](/\\evil.example/)", "link URL"],
  ])("names the file's line of %s", (markdown, kind) => {
    const source = `${FRONT_MATTER}\nFirst paragraph.\n\n${markdown}\n`;
    const problems = markdownProblems(source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.line)).toEqual(problems.map(() => 8));
    expect(problems[0]?.message).toContain(kind);
  });

  it("finds raw HTML in every built-in article to be absent", () => {
    // The articles in content/ pass the rule, so the build does not stop on them.
    const fs = jest.requireActual<typeof import("node:fs")>("node:fs");
    const path = jest.requireActual<typeof import("node:path")>("node:path");
    const dir = path.resolve("content/blog");
    for (const folder of fs.readdirSync(dir)) {
      expect(markdownProblems(fs.readFileSync(path.join(dir, folder, "index.md"), "utf8"))).toEqual([]);
    }
  });
});
