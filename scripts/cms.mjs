// `npm run cms`: the site's development server and Decap's local backend (decap-server in git
// mode, which has the editorial workflow), so content can be edited at /admin/ on one machine
// without a Git host. Edits are committed to this repository's checked-out branch.
// Ports: GATSBY_PORT (default 8000) and DECAP_SERVER_PORT (default 8081).
import { execFileSync, spawn } from "node:child_process";

const gatsbyPort = process.env.GATSBY_PORT ?? "8000";
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081";

// decap-server commits on the branch the CMS names and checks out its workflow branches here, so
// the CMS works on the branch this checkout is on (main, usually). Commit or stash edits first.
const branch =
  process.env.GATSBY_CMS_BRANCH ??
  execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { encoding: "utf8" }).trim();

const children = [
  spawn("npx", ["decap-server"], {
    stdio: "inherit",
    env: { ...process.env, PORT: decapPort, MODE: "git", GIT_REPO_DIRECTORY: process.cwd() },
  }),
  spawn("npx", ["gatsby", "develop", "--port", gatsbyPort], {
    stdio: "inherit",
    env: { ...process.env, GATSBY_DECAP_SERVER_PORT: decapPort, GATSBY_CMS_BRANCH: branch },
  }),
];

console.log(
  `Content manager: http://localhost:${gatsbyPort}/admin/ (decap-server on port ${decapPort}, branch ${branch})`,
);

// One stops, both stop: a CMS without its backend (or the reverse) is no use.
const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
for (const child of children) child.on("exit", stopAll);
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
