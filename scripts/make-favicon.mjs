#!/usr/bin/env node
/**
 * Writes static/favicon.ico from the site's icon (content/images/icon.png, which gatsby-plugin-manifest
 * turns into the icons the pages link to). Old browsers and many tools ask for /favicon.ico whatever
 * the page says. Run it again after changing the icon: `node scripts/make-favicon.mjs`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZES = [16, 32, 48];

const images = await Promise.all(
  SIZES.map((size) => sharp(path.join(root, "content/images/icon.png")).resize(size, size).png().toBuffer()),
);

// An ICO file: a 6-byte header, a 16-byte entry per image, then the images (PNG, as Windows Vista and later read).
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(SIZES[index], 0);
  entry.writeUInt8(SIZES[index], 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
fs.writeFileSync(path.join(root, "static/favicon.ico"), Buffer.concat([header, ...entries, ...images]));
console.log(`static/favicon.ico: ${SIZES.join(", ")} px`);
