/**
 * A `_headers` file read as Cloudflare Pages applies it (its "Headers" documentation): every rule
 * whose path matches applies, in the file's order; a header set again gets its values joined with a
 * comma (for Content-Security-Policy, two policies, both enforced); `! Name` detaches what earlier
 * rules set. Only what the build writes: paths with a trailing `*` splat or `:name` placeholders.
 */

type Line = { detach: string } | { name: string; value: string };

interface Rule {
  pattern: RegExp;
  lines: Line[];
}

function patternOf(rulePath: string): RegExp {
  const source = rulePath
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: patternOf(line), lines: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any path`);
    const detach = /^!\s*(\S+)$/.exec(line);
    const header = /^([^:\s]+):\s*(.+)$/.exec(line);
    if (detach) rule.lines.push({ detach: detach[1]! });
    else if (header) rule.lines.push({ name: header[1]!, value: header[2]! });
    else throw new Error(`_headers line ${index + 1}: neither "Name: value" nor "! Name": ${line}`);
  }
  return rules;
}

/** Each header a request for `path` gets, by lower-case name, with every value the rules gave it. */
export function cloudflareHeaders(rules: Rule[], path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules.filter((each) => each.pattern.test(path))) {
    for (const line of rule.lines) {
      if ("detach" in line) headers.delete(line.detach.toLowerCase());
      else headers.set(line.name.toLowerCase(), [...(headers.get(line.name.toLowerCase()) ?? []), line.value]);
    }
  }
  return headers;
}
