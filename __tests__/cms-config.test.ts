import fs from "node:fs";
import path from "node:path";
import { cmsConfig, gitHostFromEnv, gitHostProblem, LIST_FILE_FORMAT, listFileFormat } from "../src/cms/cms-config";
import { ARTICLES, JSON_FILES, LIBRARY } from "../src/lib/content-model";

const config = cmsConfig({
  localBackendUrl: "http://localhost:8081/api/v1",
  gitHost: gitHostFromEnv({ GATSBY_CMS_REPO: "clinic/website" }),
});
const collections = config.collections as unknown as Array<{
  name: string;
  format?: string;
  folder?: string;
  files?: Array<{ file: string; fields: Array<{ name: string }> }>;
}>;

describe("the CMS's collections", () => {
  it("cover every JSON file in content/ and the articles' folder", () => {
    const files = collections.flatMap((collection) => collection.files ?? []).map((entry) => entry.file);
    const onDisk = ["content", "content/hi"].flatMap((folder) =>
      fs
        .readdirSync(path.resolve(folder))
        .filter((name) => name.endsWith(".json"))
        .map((name) => `${folder}/${name}`),
    );
    expect(files.sort()).toEqual(onDisk.sort());
    expect(files.sort()).toEqual(
      JSON_FILES.flatMap((model) => [`content/${model.file}`, `content/hi/${model.file}`]).sort(),
    );
    expect(collections.find((collection) => collection.folder)?.folder).toBe(`content/${ARTICLES.folder}`);
  });

  it("edit the library's two kinds in every language, with the structure's fields, each page in its own folder", () => {
    for (const model of LIBRARY) {
      for (const [name, extension] of [
        [model.folder, "md"],
        [`${model.folder}-hi`, "hi.md"],
      ]) {
        const collection = collections.find((each) => each.name === name) as unknown as {
          folder: string;
          path: string;
          extension: string;
          fields: Array<{ name: string; label: string }>;
        };
        expect(collection).toMatchObject({
          folder: `content/${model.folder}`,
          path: "{{fields.slug}}/index",
          extension,
        });
        expect(collection.fields.map((field) => field.name)).toEqual([...Object.keys(model.fields), "body"]);
        expect(collection.fields.at(-1)?.label).toBe(model.bodyLabel);
      }
    }
    // A page's slug names its folder, so a file saved in the CMS is where the build reads it.
    const gallstones = fs.readFileSync(path.resolve("content/conditions/gallstones/index.md"), "utf8");
    expect(gallstones).toMatch(/^slug: "?gallstones"?$/m);
  });

  it("read list files (services, testimonials) with the list format, Decap's format being per collection", () => {
    for (const collection of collections.filter((c) => c.files)) {
      const lists = (collection.files ?? []).map(
        (entry) =>
          JSON_FILES.find((model) => entry.file.replace(/^content\/(hi\/)?/, "") === model.file)!.entries !== undefined,
      );
      // A collection holds list files only or object files only, and only the list one has the format.
      expect(new Set(lists).size).toBe(1);
      expect(collection.format === LIST_FILE_FORMAT).toBe(lists[0]);
    }
  });

  it("asks for the schedule with the build's rules: days as a choice of several, 24-hour times, whole-rupee fees", () => {
    type Field = {
      name: string;
      widget?: string;
      multiple?: boolean;
      pattern?: unknown;
      min?: number;
      fields?: Field[];
    };
    const schedule = collections
      .flatMap((collection) => collection.files ?? [])
      .find((entry) => entry.file === "content/schedule.json") as unknown as { fields: Field[] };
    const find = (fields: Field[] | undefined, name: string) => fields?.find((field) => field.name === name);
    const venues = find(schedule.fields, "venues");
    const slots = find(venues?.fields, "slots");
    expect(find(slots?.fields, "days")).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(find(slots?.fields, "opens")?.pattern).toBeDefined();
    expect(find(find(venues?.fields, "fees")?.fields, "firstVisit")).toMatchObject({
      widget: "number",
      min: 0,
      required: false,
    });
  });

  it("round-trips a list file byte for byte", () => {
    const file = fs.readFileSync(path.resolve("content/services.json"), "utf8");
    expect(listFileFormat.toFile(listFileFormat.fromFile(file))).toBe(file);
  });
});

describe("the CMS's Hindi files", () => {
  const hindi = collections
    .flatMap((collection) => collection.files ?? [])
    .filter((entry) => entry.file.startsWith("content/hi/"));

  type Entry = { file: string; description?: string; fields: Array<CmsFieldLike> };
  type CmsFieldLike = { name: string; widget: string; fields?: CmsFieldLike[]; field?: CmsFieldLike };
  const entry = (file: string) => hindi.find((each) => each.file === file) as unknown as Entry;
  const names = (fields: CmsFieldLike[] | undefined) => (fields ?? []).map((field) => field.name);
  const widgets = (fields: CmsFieldLike[]): string[] =>
    fields.flatMap((field) => [
      field.widget,
      ...widgets(field.fields ?? []),
      ...widgets(field.field ? [field.field] : []),
    ]);

  it("ask only for the translated fields: each shared fact is written once, in the English file", () => {
    const practice = entry("content/hi/practice.json");
    const fields = names(practice.fields);
    expect(fields).toEqual(expect.arrayContaining(["siteTitle", "name", "credentials", "whatsapp"]));
    for (const shared of ["siteUrl", "phones", "email", "portrait", "contactForm"]) {
      expect(fields).not.toContain(shared);
    }
    const field = (name: string) => practice.fields.find((each) => each.name === name);
    expect(names(field("whatsapp")?.fields)).toEqual(["greeting"]);
    const schedule = entry("content/hi/schedule.json");
    expect(names(schedule.fields)).toEqual(["venues", "notices"]);
    const venue = schedule.fields.find((each) => each.name === "venues");
    expect(names(venue?.fields)).toEqual([
      "name",
      "streetAddress",
      "locality",
      "region",
      "directions",
      "parking",
      "access",
    ]);
    const notice = schedule.fields.find((each) => each.name === "notices");
    expect(names(notice?.fields)).toEqual(["message"]);
    expect(practice.description).toMatch(/English file/);

    const services = entry("content/hi/services.json").fields[0]!;
    expect(names(services.fields)).toEqual(["title", "description", "details", "imageAlt", "features"]);
    const cards = entry("content/hi/about.json").fields.find((each) => each.name === "cards");
    expect(names(cards?.fields)).toEqual(["title", "text"]);
    // No Hindi file has a picture, a number or a choice of its own.
    for (const file of hindi) {
      expect(
        widgets((file as unknown as Entry).fields).filter(
          (widget) => !["string", "text", "object", "list"].includes(widget),
        ),
      ).toEqual([]);
    }
  });

  it("have names of their own, so Decap keeps them apart from the English files", () => {
    const names = collections
      .flatMap((collection) => collection.files ?? [])
      .map((entry) => (entry as { name?: string }).name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the CMS's Git host", () => {
  it("comes from the build's environment", () => {
    expect(
      gitHostFromEnv({ GATSBY_CMS_REPO: "clinic/website", GATSBY_CMS_AUTH_URL: "https://auth.example.in" }),
    ).toEqual({ name: "github", repo: "clinic/website", branch: "main", authUrl: "https://auth.example.in" });
    expect(config.backend).toEqual({ name: "github", repo: "clinic/website", branch: "main" });
  });

  it("is reported when a deployed CMS would have no repository", () => {
    expect(gitHostProblem(gitHostFromEnv({}))).toMatch(/GATSBY_CMS_REPO/);
    expect(gitHostProblem(gitHostFromEnv({ GATSBY_CMS_BACKEND: "git-gateway" }))).toBeNull();
    expect(gitHostProblem(gitHostFromEnv({ GATSBY_CMS_REPO: "clinic/website" }))).toBeNull();
  });
});
