/** Types of scripts/test-ports.mjs, for the TypeScript tests and the Playwright config. */
export declare const ports: {
  site: number;
  receiver: number;
  variants: { "forms-endpoint": number; "forms-off": number; paging: number };
  decap: number;
  nginx: number;
};
