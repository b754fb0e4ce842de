/**
 * @jest-environment jsdom
 */
import DOMPurify from "dompurify";
import { articleSanitiser } from "../src/lib/article-html";
import { shownDates } from "../src/lib/date-display";
import { parseLocalPosts } from "../src/lib/local-posts";
import { mergePosts } from "../src/lib/posts";
import type { Post } from "../src/lib/posts";

/** The sanitiser the site uses (src/hooks/use-local-posts.ts). */
const sanitise = articleSanitiser(DOMPurify);

const stored = (value: unknown) => JSON.stringify(value);

const validEntry = {
  id: 7,
  title: "Caring for a stoma at home",
  excerpt: "Practical advice for the first weeks.",
  date: "2025-06-01",
  category: "Patient Care",
  image: "https://images.example.org/stoma.jpg",
  readingTime: "5 min read",
  content: "<p>Change the bag <strong>daily</strong>.</p>",
};

function builtIn(id: string, date: string): Post {
  return {
    id,
    title: `Built-in ${id}`,
    excerpt: "",
    date,
    category: "Cancer Care",
    readingTime: "4 min read",
    image: null,
    html: "<p>Body</p>",
    author: "Dr. Asha Verma",
    lastReviewed: null,
    source: "built-in",
    shownDates: shownDates({ date }, "en"),
  };
}

describe("parseLocalPosts", () => {
  it("reads a valid stored post", () => {
    const warn = jest.fn();
    const [post] = parseLocalPosts(stored([validEntry]), sanitise, warn);
    expect(post).toMatchObject({
      id: "7",
      title: "Caring for a stoma at home",
      date: "2025-06-01",
      readingTime: "5 min read",
      image: { kind: "url", src: "https://images.example.org/stoma.jpg" },
      html: "<p>Change the bag <strong>daily</strong>.</p>",
      source: "local",
      shownDates: { date: "June 1, 2025", lastReviewed: null },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ["May 10, 2025", "2025-05-10"],
    ["Aug 2, 2025", "2025-08-02"],
    ["Sept 2, 2025", "2025-09-02"],
    ["  december 31 2024 ", "2024-12-31"],
    ["February 29, 2024", "2024-02-29"],
    ["2025-06-01", "2025-06-01"],
  ])("reads a stored date written %p as SPEC.md or as YYYY-MM-DD", (date, iso) => {
    const warn = jest.fn();
    const [post] = parseLocalPosts(stored([{ ...validEntry, date }]), sanitise, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(post?.date).toBe(iso);
    expect(post?.shownDates.date).toBe(shownDates({ date: iso }, "en").date);
  });

  it("dates a post stored as SPEC.md writes it in Hindi too", () => {
    const [post] = parseLocalPosts(stored([{ ...validEntry, date: "Jun 1, 2025" }]), sanitise, jest.fn(), "hi");
    expect(post?.shownDates.date).toBe("1 जून 2025");
  });

  it("dates a stored post for the page's language", () => {
    const [post] = parseLocalPosts(stored([validEntry]), sanitise, jest.fn(), "hi");
    expect(post?.shownDates).toEqual({ date: "1 जून 2025", lastReviewed: null });
  });

  it("returns nothing for an empty key", () => {
    expect(parseLocalPosts(null, sanitise)).toEqual([]);
  });

  it("skips malformed JSON with a warning instead of throwing", () => {
    const warn = jest.fn();
    expect(parseLocalPosts("[{not json", sanitise, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not valid JSON"));
  });

  it("skips a value that is not a list", () => {
    const warn = jest.fn();
    expect(parseLocalPosts(stored({ posts: [validEntry] }), sanitise, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("not a list"));
  });

  it("skips entries with missing fields or wrong types and keeps the rest", () => {
    const warn = jest.fn();
    const posts = parseLocalPosts(
      stored([
        null,
        "a string",
        { ...validEntry, id: 8, title: undefined },
        { ...validEntry, id: 9, date: "someday" },
        { ...validEntry, id: 10, readingTime: 5 },
        { ...validEntry, id: { nested: true } },
        { ...validEntry, id: 11, image: "javascript:alert(1)" },
        validEntry,
      ]),
      sanitise,
      warn,
    );
    expect(posts.map((post) => post.id)).toEqual(["7"]);
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn).toHaveBeenCalledWith('Skipping stored blog post at position 2: "title" must be text.');
  });

  it("removes scripts and event handlers from stored HTML", () => {
    const [post] = parseLocalPosts(
      stored([
        {
          ...validEntry,
          content: '<p>Hello</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
        },
      ]),
      sanitise,
    );
    expect(post?.html).toContain("<p>Hello</p>");
    expect(post?.html).not.toMatch(/script|onerror/i);
  });

  it.each([
    ["2025-02-30"],
    ["0"],
    ["2025-6-1"],
    ["2025-13-01"],
    ["February 30, 2025"],
    ["Someday"],
    ["Smarch 3, 2025"],
    ["May 32, 2025"],
    ["10 May 2025"],
  ])("skips a stored date that is not a real day (%s)", (date) => {
    const warn = jest.fn();
    expect(parseLocalPosts(stored([{ ...validEntry, date }]), sanitise, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"date" must be a real calendar date'));
  });

  it.each([["/\\evil.example/track.png"], ["//evil.example/track.png"], ["http://images.example.org/a.jpg"]])(
    "skips an image URL that is neither https: nor truly site-relative (%s)",
    (image) => {
      const warn = jest.fn();
      expect(parseLocalPosts(stored([{ ...validEntry, image }]), sanitise, warn)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"image" must be'));
    },
  );

  it("keeps article markup and drops everything that styles, frames, collects input or escapes the article", () => {
    const html = (content: string) => parseLocalPosts(stored([{ ...validEntry, content }]), sanitise)[0]?.html;
    const kept =
      '<h2>Heading</h2><p>Text <em>and</em> <a href="https://example.org/" rel="noopener noreferrer">link</a></p>' +
      "<ul><li>One</li></ul><blockquote>Quote</blockquote><pre><code>code</code></pre>" +
      '<table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>';
    expect(html(kept)).toBe(kept);

    const overlay = html('<div style="position:fixed;inset:0;z-index:9999" class="css-x" id="main">Covered</div>');
    expect(overlay).toBe("Covered");
    expect(html("<style>body{background:red}header{display:none}</style><p>Kept</p>")).toBe("<p>Kept</p>");
    const form = html('<form action="https://evil.example/"><label>Password <input type="password"></label></form>');
    expect(form).not.toMatch(/<form|<input|action=/);
    expect(
      html('<iframe src="https://evil.example/"></iframe><object data="x"></object><embed src="x"><p>Kept</p>'),
    ).toBe("<p>Kept</p>");
    expect(
      html('<a href="javascript:alert(1)">a</a><a href="/\\evil.example/">b</a><a href="//evil.example/">c</a>'),
    ).toBe("<a>a</a><a>b</a><a>c</a>");
    expect(
      html('<img src="/\\evil.example/track.png" alt="x"><img src="data:image/png;base64,AAAA" alt="y">'),
    ).not.toMatch(/src=/);
  });

  it("loads every image of a stored post without a referrer", () => {
    const [post] = parseLocalPosts(
      stored([
        { ...validEntry, content: '<img src="https://images.example.org/a.jpg" alt="A"><img src="/b.jpg" alt="B">' },
      ]),
      sanitise,
    );
    const images = new DOMParser().parseFromString(post?.html ?? "", "text/html").querySelectorAll("img");
    expect(images).toHaveLength(2);
    images.forEach((image) => expect(image.getAttribute("referrerpolicy")).toBe("no-referrer"));
  });

  it("estimates the reading time when none is stored", () => {
    const { readingTime: _omitted, ...withoutTime } = validEntry;
    expect(parseLocalPosts(stored([withoutTime]), sanitise)[0]?.readingTime).toBe("1 min read");
  });
});

describe("mergePosts", () => {
  it("keeps the built-in post when a stored one has the same id", () => {
    const local = parseLocalPosts(stored([{ ...validEntry, id: 1, title: "Impostor" }]), sanitise);
    const merged = mergePosts([builtIn("1", "2025-05-10")], local);
    expect(merged.map((post) => post.title)).toEqual(["Built-in 1"]);
  });

  it("orders all posts newest first", () => {
    const local = parseLocalPosts(
      stored([
        { ...validEntry, id: 20, date: "Jan 3, 2026" },
        { ...validEntry, id: 21, date: "2024-12-31" },
        { ...validEntry, id: 22, date: "June 1, 2025" },
      ]),
      sanitise,
    );
    const merged = mergePosts([builtIn("1", "2025-05-10"), builtIn("2", "2025-06-18")], local);
    expect(merged.map((post) => post.id)).toEqual(["20", "2", "22", "1", "21"]);
  });

  it("keeps only the first of two stored posts with one id", () => {
    const local = parseLocalPosts(
      stored([
        { ...validEntry, id: 30, title: "First" },
        { ...validEntry, id: 30, title: "Second" },
      ]),
      sanitise,
    );
    expect(mergePosts([], local).map((post) => post.title)).toEqual(["First"]);
  });
});
