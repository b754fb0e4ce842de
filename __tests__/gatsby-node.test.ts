import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import { createPages, onCreateNode, sourceNodes } from "../gatsby-node";
import { createPagesWithNoArticles } from "./helpers/create-pages";
import practiceHi from "../content/hi/practice.json";
import practice from "../content/practice.json";
import { validFrontmatter } from "./helpers/frontmatter";

/** gatsby-node's content check as Gatsby calls it, with the real article files on disk. */
function createNode(frontmatter: Record<string, unknown>, hook = onCreateNode) {
  const file = {
    id: "file-1",
    absolutePath: path.resolve("content/blog/1/index.md"),
    relativePath: "blog/1/index.md",
    name: "index",
    internal: { type: "File" },
  } as unknown as Node;
  const node = {
    id: "md-1",
    parent: "file-1",
    frontmatter,
    rawMarkdownBody: "Some text.",
    internal: { type: "MarkdownRemark" },
  } as unknown as Node;
  const reporter = { panicOnBuild: jest.fn() };
  const actions = { createNodeField: jest.fn() };
  const args = { node, getNode: (id: string) => (id === "file-1" ? file : undefined), actions, reporter };
  (hook as (a: unknown) => void)(args);
  return { reporter, actions };
}

const frontmatter = validFrontmatter;

/** What gatsby-node's hooks get from Gatsby to find and make nodes, over `files` (File nodes). */
function nodeHelpers(files: object[]) {
  const created: Array<Record<string, unknown>> = [];
  const actions = {
    createNode: jest.fn((node: Record<string, unknown>) => created.push(node)),
    deleteNode: jest.fn(),
    createNodeField: jest.fn(),
  };
  return {
    created,
    actions,
    getNodesByType: (type: string) => (type === "File" ? files : []),
    getNode: (id: string) => files.find((file) => (file as { id: string }).id === id),
    createNodeId: (seed: string) => `id of ${seed}`,
    createContentDigest: (data: unknown) => JSON.stringify(data),
  };
}

describe("gatsby-node onCreateNode", () => {
  it("stops the build before any page is made, naming the file and field, when an article has no title", async () => {
    const { title: _omitted, ...withoutTitle } = frontmatter;
    const { actions } = createNode(withoutTitle);
    expect(actions.createNodeField).not.toHaveBeenCalled();

    const reporter = { panicOnBuild: jest.fn() };
    const graphql = jest.fn();
    await (createPages as (a: unknown) => Promise<void>)({ graphql, actions: { createPage: jest.fn() }, reporter });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(`content/blog/1/index.md: field "title" is missing or empty`),
    );
    expect(graphql).not.toHaveBeenCalled();
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

  /**
   * gatsby-node reading a practice.json with `changes`, as Gatsby calls it in `env`: the file is
   * written beside links to the real pictures and Hindi files, then the build goes on to make pages.
   */
  async function readPractice(changes: Record<string, unknown>, env = "production") {
    process.env.NODE_ENV = env;
    let gatsbyNode: typeof import("../gatsby-node");
    jest.isolateModules(() => {
      gatsbyNode = jest.requireActual("../gatsby-node") as typeof import("../gatsby-node");
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "practice-"));
    fs.symlinkSync(path.resolve("content/images"), path.join(dir, "images"));
    fs.symlinkSync(path.resolve("content/hi"), path.join(dir, "hi"));
    const absolutePath = path.join(dir, "practice.json");
    fs.writeFileSync(absolutePath, JSON.stringify({ ...practice, ...changes }));
    const file = {
      id: "file-p",
      absolutePath,
      relativePath: "practice.json",
      extension: "json",
      sourceInstanceName: "content",
      internal: { type: "File" },
    };
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    await (gatsbyNode!.onCreateNode as (a: unknown) => Promise<void>)({
      node: file,
      reporter,
      ...nodeHelpers([file]),
    });
    await createPagesWithNoArticles(gatsbyNode!, reporter);
    fs.rmSync(dir, { recursive: true, force: true });
    return reporter;
  }
  const off = { delivery: "json", endpoint: "" };

  it("stops the build naming the file and the field when a form endpoint is not a URL", async () => {
    const reporter = await readPractice({ contactForm: { delivery: "json", endpoint: "not a url" } });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(
        /practice\.json: field "contactForm\.endpoint" must be an https:\/\/ address, with no spaces, got "not a url"/,
      ),
    );
  });

  it("warns in a production build that messages will reach no one when nothing delivers them", async () => {
    const reporter = await readPractice({
      contactForm: off,
      newsletterForm: off,
      whatsapp: { ...practice.whatsapp, number: "" },
    });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("contact messages will not reach anyone"));
  });

  it("does not warn while writing with gatsby develop", async () => {
    const reporter = await readPractice(
      { contactForm: off, whatsapp: { ...practice.whatsapp, number: "" } },
      "development",
    );
    expect(reporter.warn).not.toHaveBeenCalled();
  });
});

describe("gatsby-node's content nodes in each language", () => {
  const file = (dir: string) => ({
    id: "file-practice",
    absolutePath: path.join(dir, "content/practice.json"),
    relativePath: "practice.json",
    extension: "json",
    sourceInstanceName: "content",
    internal: { type: "File" },
  });

  it("makes the Hindi node from the Hindi text and the English file's shared facts, as Hindi", async () => {
    const helpers = nodeHelpers([file(process.cwd())]);
    await (sourceNodes as (a: unknown) => Promise<void>)(helpers);
    const nodes = helpers.created.filter((node) => (node.internal as { type: string }).type === "PracticeJson");
    expect(nodes).toHaveLength(2);
    const [english, hindi] = nodes as Array<typeof practice & { id: string; parent: string }>;
    expect(english!.name).toBe(practice.name);
    expect(hindi!.name).toBe(practiceHi.name);
    expect(hindi!.phones).toEqual(practice.phones);
    expect(hindi!.portrait).toBe(practice.portrait);
    // Its pictures resolve from the English file's folder, content/.
    expect(hindi!.parent).toBe("file-practice");

    for (const node of [english!, hindi!]) {
      await (onCreateNode as (a: unknown) => Promise<void>)({ ...helpers, node, reporter: {} });
    }
    expect(helpers.actions.createNodeField.mock.calls.map(([call]) => [call.node.id, call.value])).toEqual([
      [english!.id, "en"],
      [hindi!.id, "hi"],
    ]);
  });

  it("stops the build naming a missing translated field and a shared field written again", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.mkdirSync(path.join(dir, "content/hi"), { recursive: true });
    fs.symlinkSync(path.resolve("content/images"), path.join(dir, "content/images"));
    fs.copyFileSync(path.resolve("content/practice.json"), path.join(dir, "content/practice.json"));
    const { whatsapp: _whatsapp, ...withoutWhatsapp } = practiceHi;
    fs.writeFileSync(
      path.join(dir, "content/hi/practice.json"),
      JSON.stringify({ ...withoutWhatsapp, email: practice.email }),
    );
    let gatsbyNode: typeof import("../gatsby-node");
    jest.isolateModules(() => {
      gatsbyNode = jest.requireActual("../gatsby-node") as typeof import("../gatsby-node");
    });
    await (gatsbyNode!.sourceNodes as (a: unknown) => Promise<void>)(nodeHelpers([file(dir)]));
    const reporter = { panicOnBuild: jest.fn() };
    await createPagesWithNoArticles(gatsbyNode!, reporter);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/hi/practice.json: field "email" is the same in every language: write it once, in content/practice.json\n' +
          '  content/hi/practice.json: field "whatsapp.greeting" is missing: translate it from content/practice.json',
      ),
    );
  });
});

describe("the patient library's pages", () => {
  /** createPages over no articles and these library nodes, as Gatsby's GraphQL would give them. */
  async function createLibrary(nodes: unknown[]) {
    const graphql = jest.fn(async (query: string) =>
      query.includes("LibraryPages")
        ? {
            data: {
              allServicesJson: { nodes: [{ slug: "hpb-surgery", title: "HPB", fields: { lang: "en" } }] },
              allMarkdownRemark: { nodes },
            },
          }
        : { data: { blogJson: { pageSize: 12 }, allMarkdownRemark: { nodes: [] } } },
    );
    const reporter = { panicOnBuild: jest.fn() };
    const actions = { createPage: jest.fn() };
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "create-pages-"));
    const cwd = jest.spyOn(process, "cwd").mockReturnValue(scratch);
    // A fresh gatsby-node: the content problems the other tests left behind are not this build's.
    let fresh: typeof import("../gatsby-node");
    jest.isolateModules(() => {
      fresh = jest.requireActual("../gatsby-node") as typeof import("../gatsby-node");
    });
    try {
      await (fresh!.createPages as (a: unknown) => Promise<void>)({ graphql, actions, reporter });
    } finally {
      cwd.mockRestore();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    return { reporter, actions };
  }
  const condition = (lang: string, treatments: string[] = []) => ({
    id: `gallstones-${lang}`,
    timeToRead: 3,
    fields: {
      lang,
      collection: "conditions",
      slug: `${lang === "en" ? "" : `/${lang}`}/conditions/gallstones/`,
      searchHeadings: "",
      searchBody: "",
    },
    condition: {
      slug: "gallstones",
      title: "Gallstones",
      description: "Stones in the gallbladder.",
      services: ["hpb-surgery"],
      articles: null,
      treatments,
      lastReviewed: "2026-11-02",
      nextReview: "2027-11-02",
      image: { relativePath: "conditions/gallstones/picture.jpg" },
    },
    treatment: null,
    parent: { relativePath: `conditions/gallstones/index${lang === "en" ? "" : `.${lang}`}.md` },
  });

  it("makes each page in each language, with the other's address as its alternate, and both indexes", async () => {
    const { reporter, actions } = await createLibrary([condition("en"), condition("hi")]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const made = actions.createPage.mock.calls.map(
      ([page]) => page as { path: string; context: { alternates: object } },
    );
    expect(made.find((page) => page.path === "/hi/conditions/gallstones/")?.context.alternates).toEqual({
      en: "/conditions/gallstones/",
      hi: "/hi/conditions/gallstones/",
    });
    for (const index of ["/conditions/", "/hi/conditions/", "/treatments/", "/hi/treatments/"]) {
      expect(made.map((page) => page.path)).toContain(index);
    }
  });

  it("stops the build naming the file for a page without its counterpart and a link to no operation", async () => {
    const { reporter, actions } = await createLibrary([condition("en", ["whipple"])]);
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
    expect(message).toContain("content/conditions/gallstones/index.md: has no hi counterpart");
    expect(message).toContain(
      'content/conditions/gallstones/index.md: field "treatments[1]" is "whipple", which is not an operation\'s slug in content/treatments/',
    );
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});

describe("content/payment.json, read with the schedule (issue 47)", () => {
  /** The build over the real schedule and payment.json with `changes` to its first venue. */
  async function readPayment(changes: Record<string, unknown>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.mkdirSync(path.join(dir, "content/hi"), { recursive: true });
    for (const name of ["schedule.json", "hi/schedule.json", "hi/payment.json"]) {
      fs.copyFileSync(path.resolve("content", name), path.join(dir, "content", name));
    }
    const payment = JSON.parse(fs.readFileSync("content/payment.json", "utf8")) as { venues: object[] };
    const [first, ...rest] = payment.venues;
    fs.writeFileSync(
      path.join(dir, "content/payment.json"),
      JSON.stringify({ ...payment, venues: [{ ...first, ...changes }, ...rest] }),
    );
    const fileNode = (name: string) => ({
      id: `file-${name}`,
      absolutePath: path.join(dir, "content", name),
      relativePath: name,
      extension: "json",
      sourceInstanceName: "content",
      internal: { type: "File" },
    });
    let gatsbyNode: typeof import("../gatsby-node");
    jest.isolateModules(() => {
      gatsbyNode = jest.requireActual("../gatsby-node") as typeof import("../gatsby-node");
    });
    await (gatsbyNode!.sourceNodes as (a: unknown) => Promise<void>)(
      nodeHelpers([fileNode("schedule.json"), fileNode("payment.json")]),
    );
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    await createPagesWithNoArticles(gatsbyNode!, reporter);
    fs.rmSync(dir, { recursive: true, force: true });
    return reporter;
  }

  it("warns, naming the file, the field and the date, and goes on, when a list was checked too long ago", async () => {
    const reporter = await readPayment({ verifiedOn: "2025-01-01" });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(
      'content/payment.json: field "venues[1].verifiedOn" was checked with the hospital on 2025-01-01, more than 180 days ago; check it again and update the date',
    );
  });

  it("stops the build naming the file and the field for a venue the schedule does not have", async () => {
    const reporter = await readPayment({ venue: "city-hospital" });
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        'content/payment.json: field "venues[1].venue" is "city-hospital", which is not a venue\'s id in content/schedule.json',
      ),
    );
  });
});
