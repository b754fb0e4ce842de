/** Types of scripts/test-ports.mjs, for the TypeScript tests and the Playwright config. */
export declare const ports: {
  site: number;
  receiver: number;
  variants: { configured: number };
  decap: number;
  nginx: number;
};
