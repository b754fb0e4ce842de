/**
 * @jest-environment jsdom
 */
import DOMPurify from "dompurify";
import { mergePosts, parseLocalPosts } from "../src/lib/local-posts";
import type { Post } from "../src/lib/posts";

const sanitise = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

const stored = (value: unknown) => JSON.stringify(value);

const validEntry = {
  id: 7,
  title: "Caring for a stoma at home",
  excerpt: "Practical advice for the first weeks.",
  date: "June 1, 2025",
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
    author: "Dr. Rohan Srivastava",
    lastReviewed: null,
    source: "built-in",
  };
}

describe("parseLocalPosts", () => {
  it("reads a valid stored post", () => {
    const warn = jest.fn();
    const [post] = parseLocalPosts(stored([validEntry]), sanitise, warn);
    expect(post).toMatchObject({
      id: "7",
      title: "Caring for a stoma at home",
      date: "June 1, 2025",
      readingTime: "5 min read",
      image: { kind: "url", src: "https://images.example.org/stoma.jpg" },
      html: "<p>Change the bag <strong>daily</strong>.</p>",
      source: "local",
    });
    expect(warn).not.toHaveBeenCalled();
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

  it("orders all posts newest first, whatever their date format", () => {
    const local = parseLocalPosts(
      stored([
        { ...validEntry, id: 20, date: "January 3, 2026" },
        { ...validEntry, id: 21, date: "2024-12-31" },
      ]),
      sanitise,
    );
    const merged = mergePosts([builtIn("1", "2025-05-10"), builtIn("2", "2025-06-18")], local);
    expect(merged.map((post) => post.id)).toEqual(["20", "2", "1", "21"]);
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
