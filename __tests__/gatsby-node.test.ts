import path from "node:path";
import type { Node } from "gatsby";
import { onCreateNode } from "../gatsby-node";
import practice from "../content/practice.json";
import { validFrontmatter } from "./helpers/frontmatter";

/** gatsby-node's content check as Gatsby calls it, with the real article files on disk. */
function createNode(frontmatter: Record<string, unknown>, hook = onCreateNode) {
  const file = {
    id: "file-1",
    absolutePath: path.resolve("content/blog/1/index.md"),
    name: "index",
    internal: { type: "File" },
  } as unknown as Node;
  const node = { id: "md-1", parent: "file-1", frontmatter, internal: { type: "MarkdownRemark" } } as unknown as Node;
  const reporter = { panicOnBuild: jest.fn() };
  const actions = { createNodeField: jest.fn() };
  const args = { node, getNode: (id: string) => (id === "file-1" ? file : undefined), actions, reporter };
  (hook as (a: unknown) => void)(args);
  return { reporter, actions };
}

const frontmatter = validFrontmatter;

describe("gatsby-node onCreateNode", () => {
  it("stops the build naming the file when an article has no title", () => {
    const { title: _omitted, ...withoutTitle } = frontmatter;
    const { reporter, actions } = createNode(withoutTitle);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(`content/blog/1/index.md: front matter field "title" is missing`),
    );
    expect(actions.createNodeField).not.toHaveBeenCalled();
  });

  it("gives a valid article its path and publishes it", () => {
    const { reporter, actions } = createNode(frontmatter);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "slug", value: "/blog/1/" }));
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "published", value: true }));
  });
});

describe("drafts", () => {
  const originalEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = originalEnv;
  });

  function hookFor(env: string): typeof onCreateNode {
    process.env.NODE_ENV = env;
    let hook: typeof onCreateNode;
    jest.isolateModules(() => {
      hook = (jest.requireActual("../gatsby-node") as typeof import("../gatsby-node")).onCreateNode;
    });
    return hook!;
  }

  it("are left out of production builds", () => {
    const { actions } = createNode({ ...frontmatter, draft: true }, hookFor("production"));
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "published", value: false }));
  });

  it("are shown while writing with gatsby develop", () => {
    const { actions } = createNode({ ...frontmatter, draft: true }, hookFor("development"));
    expect(actions.createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "published", value: true }));
  });
});

describe("content/practice.json", () => {
  const originalEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = originalEnv;
  });

  function readPractice(changes: Record<string, unknown>, env = "production") {
    process.env.NODE_ENV = env;
    let hook: typeof onCreateNode;
    jest.isolateModules(() => {
      hook = (jest.requireActual("../gatsby-node") as typeof import("../gatsby-node")).onCreateNode;
    });
    const file = {
      id: "file-p",
      absolutePath: path.resolve("content/practice.json"),
      name: "practice",
      internal: { type: "File" },
    };
    const node = { ...practice, id: "p", parent: "file-p", internal: { type: "PracticeJson" }, ...changes };
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    (hook! as (a: unknown) => void)({ node, getNode: () => file, actions: {}, reporter });
    return reporter;
  }
  const off = { delivery: "json", endpoint: "" };

  it("stops the build naming the file and the field when a form endpoint is not a URL", () => {
    const reporter = readPractice({ contactForm: { delivery: "json", endpoint: "not a url" } });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('content/practice.json: field "contactForm.endpoint" must be empty or an https://'),
    );
  });

  it("warns in a production build that messages will reach no one when nothing delivers them", () => {
    const reporter = readPractice({ contactForm: off, newsletterForm: off, whatsapp: { number: "", greeting: "" } });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("contact messages will not reach anyone"));
  });

  it("does not warn while writing with gatsby develop", () => {
    const reporter = readPractice({ contactForm: off, whatsapp: { number: "", greeting: "" } }, "development");
    expect(reporter.warn).not.toHaveBeenCalled();
  });
});
