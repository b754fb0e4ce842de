import fs from "node:fs";
import path from "node:path";
import { cmsConfig, gitHostFromEnv, gitHostProblem, LIST_FILE_FORMAT, listFileFormat } from "../src/cms/cms-config";
import { ARTICLES, JSON_FILES } from "../src/lib/content-model";

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

  it("round-trips a list file byte for byte", () => {
    const file = fs.readFileSync(path.resolve("content/services.json"), "utf8");
    expect(listFileFormat.toFile(listFileFormat.fromFile(file))).toBe(file);
  });
});

describe("the CMS's Hindi files", () => {
  const hindi = collections
    .flatMap((collection) => collection.files ?? [])
    .filter((entry) => entry.file.startsWith("content/hi/"));

  it("save pictures where the English ones are, written as the build expects from content/hi/", () => {
    const practice = hindi.find((entry) => entry.file === "content/hi/practice.json") as unknown as {
      fields: Array<{ name: string; media_folder?: string }>;
    };
    expect(practice.fields.find((field) => field.name === "portrait")?.media_folder).toBe("../images");
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
