import fs from "node:fs";
import { fillNginxTemplate, nginxSiteLines, type HeaderRule } from "../gatsby/security-headers";

const TEMPLATE = fs.readFileSync("deploy/nginx.conf.template", "utf8");
const RULES: HeaderRule[] = [
  { path: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
  { path: "/static/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
];

describe("deploy/nginx.conf.template", () => {
  it("is filled in with the host name and the build's locations, leaving no mark", () => {
    const filled = fillNginxTemplate(TEMPLATE, RULES, "www.example.in");
    expect(filled).toContain("server_name www.example.in;");
    expect(filled).toContain("/etc/letsencrypt/live/www.example.in/fullchain.pem");
    expect(filled).toContain(nginxSiteLines(RULES).join("\n"));
    expect(filled).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(filled).not.toMatch(/\{\{|\}\}/);
  });

  it("refuses a mark it does not know, naming it", () => {
    expect(() => fillNginxTemplate(`${TEMPLATE}\n# {{sever_name}}\n`, RULES, "x.in")).toThrow(
      "deploy/nginx.conf.template: unknown mark {{sever_name}}",
    );
  });

  it("refuses a template without the line where the headers go", () => {
    expect(() => fillNginxTemplate("server {\n  server_name {{server_name}};\n}\n", RULES, "x.in")).toThrow(
      "no {{site}} line",
    );
  });
});
