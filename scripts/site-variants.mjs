#!/usr/bin/env node
/**
 * Builds a copy of the site with other settings in content/ (practice.json, blog.json), for the
 * browser tests of behaviour that depends on content (how the forms deliver, how the blog pages,
 * the offline worker switched off).
 * Each build ends up in .variants/<name>/; one working copy (.variants/work) is kept between runs so
 * later builds are warm. `node scripts/site-variants.mjs [name ...]` builds the named variants, or all of them.
 * A variant whose content is invalid fails like any build: this script exits with its status.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject, root } from "./project-copy.mjs";
import { ports } from "./test-ports.mjs";

const variantsDir = path.join(root, ".variants");
const work = path.join(variantsDir, "work");
/** What the working copy keeps between runs: its build cache and output, and the linked dependencies. */
const KEEP = ["node_modules", ".cache", "public"];

/** An object without some of its keys. */
const without = (object, keys) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

/** Each variant's changes: a function per content file it changes, from the file's data to the variant's. */
export const VARIANTS = {
  /**
   * Both forms and the second-opinion request post JSON to the local receiver (WhatsApp as in the
   * sample content), one article a page, so the sample articles fill several listing pages, the
   * testimonials switched off, the schedule with none of its optional keys, and the second-opinion
   * page with no fee or reply time. One build serves the forms', the paging's, the switch's and the optional keys'
   * browser tests; with nothing configured, the forms are covered by component tests.
   */
  configured: {
    "practice.json": (practice) => ({
      ...practice,
      contactForm: { delivery: "json", endpoint: `http://localhost:${ports.receiver}/contact` },
      newsletterForm: { delivery: "json", endpoint: `http://localhost:${ports.receiver}/newsletter` },
    }),
    // The second-opinion request's text posted to the receiver, the reports then going by WhatsApp;
    // no e-mail offered, no fee or reply time set.
    "second-opinion.json": (secondOpinion) => ({
      ...without(secondOpinion, ["fee", "replyDays"]),
      send: [
        { way: "endpoint", to: `http://localhost:${ports.receiver}/second-opinion` },
        ...secondOpinion.send.filter(({ way }) => way === "whatsapp"),
      ],
    }),
    "blog.json": (blog) => ({ ...blog, pageSize: 1 }),
    // The testimonials switched off, as a practice that publishes none has them.
    "home.json": (home) => ({ ...home, testimonials: { ...home.testimonials, show: false } }),
    // The schedule's optional keys left out, as a hand edit or another tool may leave them: the
    // build reads them as not set (each venue the desk's numbers, no map pin, notices for every venue).
    "schedule.json": (schedule) => ({
      ...schedule,
      venues: schedule.venues.map((venue) => without(venue, ["phone", "whatsapp", "latitude", "longitude"])),
      notices: schedule.notices?.map((notice) => without(notice, ["venue"])),
    }),
  },
  /**
   * Reading offline switched off: its sw.js removes the worker and its caches. The offline tests
   * serve it in place of the main build, as a deploy would (`offline.spec.ts`).
   */
  "no-worker": {
    "practice.json": (practice) => ({ ...practice, offlineReading: false }),
  },
};

/** Every content file some variant changes; each build starts from the originals. */
const CHANGED_FILES = [...new Set(Object.values(VARIANTS).flatMap((changes) => Object.keys(changes)))];

function build(name) {
  for (const file of CHANGED_FILES) {
    const change = VARIANTS[name][file] ?? ((data) => data);
    // The English file only: the variants change settings that are the same in every language,
    // which the Hindi files (content/hi/) do not repeat; the build gives the Hindi pages them too.
    const original = JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8"));
    fs.writeFileSync(path.join(work, "content", file), `${JSON.stringify(change(original), null, 2)}\n`);
  }
  console.log(`Building the "${name}" variant of the site…`);
  const gatsby = path.join(root, "node_modules/.bin/gatsby");
  // No CMS at /admin/ (gatsby-config.ts): the variants' tests never open it, and leaving it out took
  // a cold build of the variant from 67 to 44 s.
  const result = spawnSync(gatsby, ["build"], {
    cwd: work,
    stdio: "inherit",
    env: { ...process.env, SITE_CMS: "off" },
  });
  if (result.status !== 0) return result.status ?? 1;
  const out = path.join(variantsDir, name);
  fs.rmSync(out, { recursive: true, force: true });
  fs.cpSync(path.join(work, "public"), out, { recursive: true });
  return 0;
}

const requested = process.argv.slice(2);
const names = requested.length > 0 ? requested : Object.keys(VARIANTS);
const unknown = names.filter((name) => !(name in VARIANTS));
if (unknown.length > 0) {
  console.error(`Unknown variant ${unknown.join(", ")}; known: ${Object.keys(VARIANTS).join(", ")}`);
  process.exit(2);
}
copyProject(work, { keep: KEEP });
// The variants' tests (forms, paging, the testimonials switch) never visit the patient library:
// left out, its pictures are not processed again for every cold build of the working copy.
for (const folder of ["conditions", "treatments"]) {
  fs.rmSync(path.join(work, "content", folder), { recursive: true, force: true });
}
for (const name of names) {
  const status = build(name);
  if (status !== 0) process.exit(status);
}
