#!/usr/bin/env node
/**
 * Generates the site's original illustration assets.
 *
 * Every image is built as an SVG string in code and rasterised with sharp,
 * so the art is reproducible: any randomness comes from a seeded PRNG and
 * re-running the script produces the same pixels. No text, no external
 * fonts, no network access.
 *
 * It never draws over a picture it did not make: scripts/sample-images.json records the SHA-256
 * of each file it wrote, and a file whose bytes differ (a real photograph put in its place) is
 * left as it is and named on the console (scripts/sample-files.mjs). Delete such a file to have
 * the sample drawn again.
 *
 * Usage:  node scripts/make-images.mjs            (render everything)
 *         node scripts/make-images.mjs portrait   (only files whose path contains "portrait")
 *         node scripts/make-images.mjs --out DIR  (treat DIR as the repository: the pictures go
 *                                                  to DIR/content/..., the record of them to
 *                                                  DIR/scripts/sample-images.json; for tests)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { placeSample, readManifest, skipMessage, writeManifest } from "./sample-files.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
if (outAt !== -1 && !args[outAt + 1]) {
  console.error("--out needs a folder: node scripts/make-images.mjs --out DIR [filter]");
  process.exit(2);
}
const ROOT = outAt === -1 ? REPO : path.resolve(args[outAt + 1]);
if (outAt !== -1) args.splice(outAt, 2);
if (args.length > 1 || args[0]?.startsWith("-")) {
  console.error(`Unexpected arguments: ${args.join(" ")}. Usage: node scripts/make-images.mjs [--out DIR] [filter]`);
  process.exit(2);
}
const filter = args[0];

/* ------------------------------------------------------------------ */
/* Palette & helpers                                                   */
/* ------------------------------------------------------------------ */

const C = {
  teal: "#0B5563",
  dark: "#083D47",
  light: "#E6F2F3",
  mint: "#BFE0DC",
  copper: "#C7773E",
  sand: "#F4EDE4",
  ink: "#1B2A31",
  white: "#FFFFFF",
};

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex2rgb = (h) => {
  const x = h.length === 4 ? "#" + [...h.slice(1)].map((c) => c + c).join("") : h;
  return [1, 3, 5].map((i) => parseInt(x.slice(i, i + 2), 16));
};
const rgb2hex = (r) =>
  "#" +
  r
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase();
/** Linear blend of two hex colours, t=0 → a, t=1 → b. */
const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
const n = (v) => +v.toFixed(1);

const svg = (w, h, body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const lin = (id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
  `</linearGradient>`;

const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5, extra = "") =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" ${extra}>` +
  stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("") +
  `</radialGradient>`;

const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** A grid of small dots. */
function dots(x, y, cols, rows, gap, r, fill, op) {
  let s = `<g fill="${fill}" opacity="${op}">`;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) s += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="${r}"/>`;
  return s + "</g>";
}

/** A plus / medical-cross shape centred on (cx, cy). */
function plus(cx, cy, size, thick, attrs) {
  const a = size / 2;
  const t = thick / 2;
  return `<path d="M${cx - t} ${cy - a}h${thick}v${a - t}h${a - t}v${thick}h${-(a - t)}v${a - t}h${-thick}v${-(a - t)}h${-(a - t)}v${-thick}h${a - t}z" ${attrs}/>`;
}

/**
 * Soft "cells": circles with a nucleus, scattered deterministically and
 * kept out of the supplied exclusion ellipses.
 */
function cells(seed, count, box, opts = {}) {
  const r = rng(seed);
  const {
    rMin = 10,
    rMax = 40,
    fill = C.white,
    stroke = C.white,
    nucleus = C.white,
    op = [0.15, 0.45],
    avoid = [],
    alt = null,
    altEvery = 3,
  } = opts;
  const placed = [];
  let s = "";
  let tries = 0;
  while (placed.length < count && tries < count * 200) {
    tries++;
    const rad_ = rMin + (rMax - rMin) * r() ** 1.6;
    const x = box[0] + rad_ + r() * (box[2] - 2 * rad_);
    const y = box[1] + rad_ + r() * (box[3] - 2 * rad_);
    if (avoid.some(([ax, ay, arx, ary]) => ((x - ax) / (arx + rad_)) ** 2 + ((y - ay) / (ary + rad_)) ** 2 < 1))
      continue;
    if (placed.some(([px, py, pr]) => Math.hypot(px - x, py - y) < pr + rad_ + 14)) continue;
    placed.push([x, y, rad_]);
    const o = op[0] + (op[1] - op[0]) * r();
    const useAlt = alt && placed.length % altEvery === 0;
    const f = useAlt ? alt.fill : fill;
    const st = useAlt ? alt.stroke : stroke;
    const nu = useAlt ? alt.nucleus : nucleus;
    const nx = x + (r() - 0.5) * rad_ * 0.35;
    const ny = y + (r() - 0.5) * rad_ * 0.35;
    s +=
      `<g opacity="${n(o)}">` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad_)}" fill="${f}" fill-opacity="0.55" stroke="${st}" stroke-width="${n(Math.max(1.5, rad_ * 0.07))}"/>` +
      `<circle cx="${n(nx)}" cy="${n(ny)}" r="${n(rad_ * 0.34)}" fill="${nu}"/>` +
      `</g>`;
  }
  return s;
}

/* ------------------------------------------------------------------ */
/* Shared anatomical shapes                                            */
/* ------------------------------------------------------------------ */

/** Front-view abdomen/torso silhouette, origin at its top centre, ~400 wide x 680 tall. */
const TORSO =
  "M-172 -20 C-182 60 -180 150 -162 230 C-150 290 -150 340 -166 410 C-184 480 -198 560 -202 660 L202 660 C198 560 184 480 166 410 C150 340 150 290 162 230 C180 150 182 60 172 -20 Z";
const TORSO_SIDES =
  "M-172 -20 C-182 60 -180 150 -162 230 C-150 290 -150 340 -166 410 C-184 480 -198 560 -202 660 " +
  "M172 -20 C182 60 180 150 162 230 C150 290 150 340 166 410 C184 480 198 560 202 660";
/** Costal margin: inverted V under the ribs. */
const RIB_ARCH = "M-166 175 C-110 140 -50 70 0 62 C50 70 110 140 166 175";
/** Groin creases. */
const GROIN = "M-184 510 C-140 560 -95 600 -60 630 M184 510 C140 560 95 600 60 630";

/**
 * A soft abdomen illustration that fades out at the top and bottom.
 * Placed with its top centre at (x, y).
 */
function torso(id, x, y, s, o = {}) {
  const {
    fill = C.white,
    fillOp = 0.7,
    stroke = C.teal,
    strokeOp = 0.5,
    sw = 5,
    detailOp = 0.35,
    fadeTop = 0.16,
    fadeBottom = 0.8,
  } = o;
  return `
    <defs>
      <linearGradient id="${id}F" x1="0" y1="-20" x2="0" y2="660" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#000"/>
        <stop offset="${fadeTop}" stop-color="#fff"/>
        <stop offset="${fadeBottom}" stop-color="#fff"/>
        <stop offset="1" stop-color="#000"/>
      </linearGradient>
      <mask id="${id}M" maskUnits="userSpaceOnUse" x="-260" y="-40" width="520" height="720">
        <rect x="-260" y="-40" width="520" height="720" fill="url(#${id}F)"/>
      </mask>
    </defs>
    <g transform="translate(${x} ${y}) scale(${s})">
      <g mask="url(#${id}M)">
        <path d="${TORSO}" fill="${fill}" fill-opacity="${fillOp}"/>
        <path d="${TORSO_SIDES}" fill="none" stroke="${stroke}" stroke-opacity="${strokeOp}" stroke-width="${sw}" stroke-linecap="round"/>
        <path d="${RIB_ARCH}" fill="none" stroke="${stroke}" stroke-opacity="${detailOp}" stroke-width="${sw * 0.8}" stroke-linecap="round"/>
        <path d="${GROIN}" fill="none" stroke="${stroke}" stroke-opacity="${detailOp * 0.8}" stroke-width="${sw * 0.8}" stroke-linecap="round"/>
        <path d="M0 70 L0 300 M0 360 L0 600" stroke="${stroke}" stroke-opacity="${detailOp * 0.35}" stroke-width="${sw * 0.6}" stroke-linecap="round"/>
      </g>
      <path d="M-9 330 C-9 322 9 322 9 330 C9 338 -9 338 -9 330 Z" fill="none" stroke="${stroke}" stroke-opacity="${detailOp * 1.3}" stroke-width="${sw * 0.7}"/>
    </g>`;
}

/** Liver silhouette, roughly 620x320, origin at top-left of bounds. */
const LIVER =
  "M30 100 C80 20 260 0 420 15 C520 25 600 50 620 85 C635 112 605 135 560 150 C480 175 400 210 320 250 C240 290 170 320 110 315 C40 308 0 250 0 180 C0 145 10 120 30 100 Z";

/** Pancreas silhouette, head on the left (patient's right). ~430x160 box. */
const PANCREAS =
  "M5 60 C0 20 40 5 85 15 C150 25 220 5 290 -15 C340 -30 390 -45 415 -35 C435 -25 425 0 395 10 C330 32 260 60 190 75 C140 86 110 100 95 130 C80 160 25 160 10 125 C0 105 5 80 5 60 Z";

/* ------------------------------------------------------------------ */
/* Portrait                                                            */
/* ------------------------------------------------------------------ */

function portrait() {
  const W = 960;
  const H = 1200;
  const skin = "#A86B47";
  const skinShade = "#8C5434";
  const skinLight = "#B97B55";
  const hair = "#1F1A18";
  const cx = 480;

  const defs =
    lin(
      "bg",
      [
        [0, "#D8EEEB"],
        [0.45, "#A9D5D0"],
        [1, "#4E999C"],
      ],
      0,
      0,
      0.35,
      1,
    ) +
    rad("halo", [
      [0, C.white, 0.55],
      [1, C.white, 0],
    ]) +
    lin("coat", [
      [0, "#FFFFFF"],
      [1, "#E8EFF1"],
    ]) +
    lin("shirt", [
      [0, "#0E6473"],
      [1, C.teal],
    ]) +
    lin(
      "skinG",
      [
        [0, skinLight],
        [1, skin],
      ],
      0,
      0,
      0.4,
      1,
    ) +
    lin("neckG", [
      [0, skinShade],
      [0.35, skin],
      [1, skin],
    ]) +
    blur("soft", 18) +
    blur("soft6", 6) +
    `<clipPath id="faceClip"><path d="${facePath(cx)}"/></clipPath>`;

  // Body base: teal scrubs.
  const body =
    "M70 1200 C80 1040 150 955 300 905 C350 888 395 868 415 830 L545 830 C565 868 610 888 660 905 C810 955 880 1040 890 1200 Z";
  // White coat panels (left and right), leaving a V open over the scrubs.
  const coatL = "M70 1200 C80 1040 150 955 300 905 C340 892 375 876 398 852 L418 872 L452 1200 Z";
  const coatR = "M890 1200 C880 1040 810 955 660 905 C620 892 585 876 562 852 L542 872 L508 1200 Z";
  // Lapels (slightly shaded fold).
  const lapelL = "M398 852 L418 872 L452 1090 L408 985 L362 1000 L385 905 Z";
  const lapelR = "M562 852 L542 872 L508 1090 L552 985 L598 1000 L575 905 Z";
  // Coat collar standing behind the neck.
  const collar =
    "M392 850 C392 815 410 790 425 780 L535 780 C550 790 568 815 568 850 L545 840 C540 820 525 806 480 806 C435 806 420 820 415 840 Z";

  const stetho = `
    <g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="M412 846 C372 900 352 975 362 1060" stroke="${C.ink}" stroke-width="13"/>
      <path d="M548 846 C588 900 606 960 600 1010" stroke="${C.ink}" stroke-width="13"/>
      <path d="M412 846 C372 900 352 975 362 1060" stroke="#3A4B53" stroke-width="4" opacity="0.6" transform="translate(-3 -2)"/>
      <path d="M600 1010 C596 1040 584 1060 570 1080" stroke="#9AAAB0" stroke-width="6"/>
      <path d="M600 1010 C608 1040 622 1058 636 1076" stroke="#9AAAB0" stroke-width="6"/>
    </g>
    <circle cx="570" cy="1084" r="8" fill="${C.ink}"/>
    <circle cx="638" cy="1080" r="8" fill="${C.ink}"/>
    <circle cx="600" cy="1010" r="9" fill="#9AAAB0"/>
    <rect x="352" y="1056" width="20" height="22" rx="5" fill="#9AAAB0"/>
    <circle cx="362" cy="1102" r="34" fill="#C9D3D6" stroke="#8FA1A6" stroke-width="5"/>
    <circle cx="362" cy="1102" r="22" fill="#E4EAEC" stroke="#A9B7BB" stroke-width="2"/>
    <circle cx="354" cy="1094" r="6" fill="#FFFFFF" opacity="0.8"/>`;

  // Breast pocket with a copper pen.
  const pocket = `
    <rect x="640" y="1040" width="11" height="60" rx="4" fill="${C.copper}"/>
    <rect x="656" y="1030" width="9" height="70" rx="4" fill="${C.dark}"/>
    <path d="M612 1060 L732 1060 L736 1200 L608 1200 Z" fill="#EEF3F4"/>
    <path d="M612 1060 L732 1060" stroke="#C9D6DA" stroke-width="4" stroke-linecap="round"/>`;

  const coatShading = `
    <path d="M452 1200 L418 872 L430 900 L470 1200 Z" fill="#D7E1E4"/>
    <path d="M508 1200 L542 872 L530 900 L490 1200 Z" fill="#D7E1E4"/>
    <path d="M70 1200 C80 1040 150 955 300 905 C220 960 170 1040 160 1200 Z" fill="#DCE5E8"/>
    <path d="M890 1200 C880 1040 810 955 660 905 C740 960 790 1040 800 1200 Z" fill="#DCE5E8"/>`;

  const ears = `
    <ellipse cx="${cx - 120}" cy="505" rx="22" ry="38" fill="${skin}"/>
    <ellipse cx="${cx + 120}" cy="505" rx="22" ry="38" fill="${skin}"/>
    <path d="M${cx - 124} 490 C${cx - 132} 505 ${cx - 128} 520 ${cx - 118} 528" stroke="${skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M${cx + 124} 490 C${cx + 132} 505 ${cx + 128} 520 ${cx + 118} 528" stroke="${skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>`;

  const neck = `
    <path d="M423 585 L537 585 L545 830 C545 860 520 900 480 915 C440 900 415 860 415 830 Z" fill="url(#neckG)"/>`;

  // Scrub V-neck trim over neck base.
  const vneck = `
    <path d="M415 830 C430 870 455 900 480 915 C505 900 530 870 545 830" fill="none" stroke="#0A4B57" stroke-width="10" stroke-linejoin="round"/>`;

  const hairPath =
    `M${cx - 122} 488 C${cx - 134} 410 ${cx - 112} 345 ${cx - 60} 318 ` +
    `C${cx - 15} 296 ${cx + 50} 298 ${cx + 88} 322 ` +
    `C${cx + 130} 350 ${cx + 136} 420 ${cx + 122} 488 ` +
    `C${cx + 116} 455 ${cx + 108} 430 ${cx + 96} 412 ` +
    `C${cx + 60} 395 ${cx - 5} 392 ${cx - 48} 372 ` +
    `C${cx - 78} 392 ${cx - 104} 430 ${cx - 112} 488 Z`;

  const face = `
    <path d="${facePath(cx)}" fill="url(#skinG)"/>
    <g clip-path="url(#faceClip)">
      <ellipse cx="${cx + 150}" cy="520" rx="90" ry="220" fill="${skinShade}" opacity="0.28" filter="url(#soft)"/>
      <ellipse cx="${cx - 40}" cy="420" rx="70" ry="50" fill="#C98E68" opacity="0.35" filter="url(#soft)"/>
    </g>
    <!-- brows -->
    <path d="M${cx - 78} 463 C${cx - 62} 452 ${cx - 38} 452 ${cx - 22} 460" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M${cx + 78} 463 C${cx + 62} 452 ${cx + 38} 452 ${cx + 22} 460" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <!-- eyes -->
    <ellipse cx="${cx - 48}" cy="497" rx="9" ry="7" fill="${C.ink}"/>
    <ellipse cx="${cx + 48}" cy="497" rx="9" ry="7" fill="${C.ink}"/>
    <!-- nose -->
    <path d="M${cx + 6} 508 C${cx + 12} 526 ${cx + 16} 540 ${cx + 16} 552" stroke="${skinShade}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.55"/>
    <path d="M${cx - 16} 556 C${cx - 8} 564 ${cx + 8} 564 ${cx + 16} 556" stroke="${skinShade}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <!-- moustache & smile -->
    <path d="M${cx - 42} 590 C${cx - 38} 578 ${cx - 16} 572 ${cx} 578 C${cx + 16} 572 ${cx + 38} 578 ${cx + 42} 590 C${cx + 36} 594 ${cx + 14} 590 ${cx} 592 C${cx - 14} 590 ${cx - 36} 594 ${cx - 42} 590 Z" fill="${hair}"/>
    <path d="M${cx - 24} 606 C${cx - 10} 614 ${cx + 10} 614 ${cx + 24} 606" stroke="#6E3D26" stroke-width="5" fill="none" stroke-linecap="round"/>
    <!-- spectacles -->
    <g fill="none" stroke="${C.ink}" stroke-width="4.5" opacity="0.9">
      <rect x="${cx - 88}" y="474" width="74" height="50" rx="18"/>
      <rect x="${cx + 14}" y="474" width="74" height="50" rx="18"/>
      <path d="M${cx - 14} 492 C${cx - 6} 486 ${cx + 6} 486 ${cx + 14} 492"/>
      <path d="M${cx - 88} 488 L${cx - 116} 482"/>
      <path d="M${cx + 88} 488 L${cx + 116} 482"/>
    </g>`;

  const backdrop = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="${cx}" cy="560" r="400" fill="url(#halo)"/>
    <circle cx="${cx}" cy="560" r="330" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="2"/>
    <circle cx="${cx}" cy="560" r="418" fill="none" stroke="${C.white}" stroke-opacity="0.18" stroke-width="2"/>
    <path d="M${cx - 418} 560 A418 418 0 0 1 ${cx - 296} 264" fill="none" stroke="${C.copper}" stroke-width="5" stroke-linecap="round" opacity="0.85"/>
    <circle cx="${cx - 296}" cy="264" r="9" fill="${C.copper}"/>
    ${dots(724, 150, 6, 5, 26, 3.5, C.teal, 0.35)}
    ${dots(90, 840, 4, 6, 26, 3.5, C.white, 0.5)}
    <circle cx="820" cy="720" r="70" fill="${C.white}" opacity="0.18"/>
    <circle cx="140" cy="190" r="46" fill="${C.teal}" opacity="0.12"/>
    ${plus(800, 420, 38, 12, `fill="${C.white}" opacity="0.55"`)}
`;

  const body_ = `
    <path d="${body}" fill="url(#shirt)"/>
    <path d="${collar}" fill="#DCE5E8"/>
    ${neck}
    <path d="M423 730 C445 780 515 780 537 730 L539 800 C520 825 440 825 421 800 Z" fill="${skinShade}" opacity="0.6" filter="url(#soft6)"/>
    ${vneck}
    <path d="${coatL}" fill="url(#coat)"/>
    <path d="${coatR}" fill="url(#coat)"/>
    ${coatShading}
    <path d="${lapelL}" fill="#EEF3F4" stroke="#C9D6DA" stroke-width="3" stroke-linejoin="round"/>
    <path d="${lapelR}" fill="#EEF3F4" stroke="#C9D6DA" stroke-width="3" stroke-linejoin="round"/>
    ${pocket}
    ${stetho}`;

  const head = `
    ${ears}
    ${face}
    <path d="${hairPath}" fill="${hair}"/>
    <path d="M${cx - 30} 322 C${cx + 5} 312 ${cx + 40} 316 ${cx + 66} 330" stroke="#5A4F49" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.45"/>
`;

  const bodyShifted = body_.replace(/([^0-9.])1200([^0-9])/g, "$11300$2");
  return svg(
    W,
    H,
    backdrop + `<g transform="translate(0 -80)">${bodyShifted}</g>` + `<g transform="translate(0 40)">${head}</g>`,
    defs,
  );
}

function facePath(cx) {
  return (
    `M${cx} 330 C${cx + 80} 330 ${cx + 120} 390 ${cx + 120} 470 ` +
    `C${cx + 120} 540 ${cx + 110} 590 ${cx + 80} 625 ` +
    `C${cx + 55} 652 ${cx + 30} 664 ${cx} 664 ` +
    `C${cx - 30} 664 ${cx - 55} 652 ${cx - 80} 625 ` +
    `C${cx - 110} 590 ${cx - 120} 540 ${cx - 120} 470 ` +
    `C${cx - 120} 390 ${cx - 80} 330 ${cx} 330 Z`
  );
}

/* ------------------------------------------------------------------ */
/* Services (1200x800)                                                 */
/* ------------------------------------------------------------------ */

/** Small intestine as a meandering tube path inside a box. */
function intestinePath(x0, y0, w, rows, gap, seed) {
  const r = rng(seed);
  let d = "";
  let dir = 1;
  for (let i = 0; i < rows; i++) {
    const y = y0 + i * gap;
    const xa = dir > 0 ? x0 : x0 + w;
    const xb = dir > 0 ? x0 + w : x0;
    const wob = () => (r() - 0.5) * 14;
    if (i === 0) d += `M${n(xa)} ${n(y)} `;
    // wavy run across the row
    const segs = 3;
    for (let s = 1; s <= segs; s++) {
      const xs = xa + ((xb - xa) * s) / segs;
      const xm = xa + ((xb - xa) * (s - 0.5)) / segs;
      d += `Q${n(xm)} ${n(y + (s % 2 ? -12 : 12) + wob())} ${n(xs)} ${n(y + wob() * 0.3)} `;
    }
    // U-turn to next row
    if (i < rows - 1) {
      const bulge = dir > 0 ? gap * 0.75 : -gap * 0.75;
      d += `C${n(xb + bulge)} ${n(y)} ${n(xb + bulge)} ${n(y + gap)} ${n(xb)} ${n(y + gap)} `;
    }
    dir = -dir;
  }
  return d;
}

function serviceGI() {
  const W = 1200;
  const H = 800;
  const defs =
    lin(
      "bg",
      [
        [0, "#F1F8F8"],
        [1, "#D4EBEC"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      "stom",
      [
        [0, "#D3ECE8"],
        [1, C.mint],
      ],
      0,
      0,
      1,
      1,
    ) +
    blur("sh", 16);

  const colon =
    "M455 680 C440 640 430 560 432 470 C434 430 450 412 490 414 C560 420 640 440 720 432 C790 425 830 412 846 430 C862 450 860 520 858 600 C856 660 840 700 790 712 C740 724 700 700 670 712 C650 720 640 740 640 790";
  const stomach =
    "M604 -20 L600 195 C640 240 662 300 642 342 C622 378 570 362 536 336 L522 358 C545 385 575 405 620 415 C690 430 770 400 800 340 C830 280 810 180 745 150 C700 130 644 150 636 190 L640 -20 Z";
  const small =
    "M526 344 C500 350 474 362 468 392 C462 430 470 490 520 510 " +
    intestinePath(520, 510, 250, 4, 46, 11).replace(/^M[^ ]+ [^ ]+ /, "");

  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="640" cy="420" r="360" fill="${C.white}" opacity="0.65"/>
    <circle cx="640" cy="420" r="360" fill="none" stroke="${C.mint}" stroke-width="2"/>
    <circle cx="640" cy="420" r="300" fill="none" stroke="${C.mint}" stroke-width="1.5" stroke-dasharray="4 10"/>
    ${dots(90, 90, 5, 5, 24, 3, C.teal, 0.25)}
    ${dots(1030, 560, 4, 5, 24, 3, C.copper, 0.35)}
    <circle cx="1060" cy="170" r="60" fill="${C.mint}" opacity="0.6"/>
    <circle cx="180" cy="640" r="90" fill="${C.mint}" opacity="0.45"/>
    ${plus(1060, 170, 40, 12, `fill="${C.white}"`)}
    <ellipse cx="650" cy="760" rx="280" ry="26" fill="${C.teal}" opacity="0.12" filter="url(#sh)"/>

    <g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="${colon}" stroke="${C.teal}" stroke-width="54"/>
      <path d="${colon}" stroke="#3F8C96" stroke-width="34" stroke-dasharray="34 9"/>
      <path d="${small}" stroke="${C.copper}" stroke-width="32"/>
      <path d="${small}" stroke="#E6B48C" stroke-width="18"/>
    </g>
    <path d="${stomach}" fill="url(#stom)" stroke="${C.teal}" stroke-width="9" stroke-linejoin="round"/>
    <path d="M700 168 C756 180 790 236 784 300" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" opacity="0.75"/>
    <g fill="none" stroke="${C.teal}" stroke-width="3" opacity="0.3" stroke-linecap="round">
      <path d="M690 230 C712 290 700 350 650 392"/>
      <path d="M730 225 C757 290 742 360 692 400"/>
      <path d="M768 232 C790 290 776 352 736 396"/>
    </g>`;
  return svg(W, H, body, defs);
}

function serviceHPB() {
  const W = 1200;
  const H = 800;
  const defs =
    lin(
      "bg",
      [
        [0, "#FAF6F0"],
        [1, "#EFE2D2"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      "liv",
      [
        [0, "#17707F"],
        [1, C.dark],
      ],
      0,
      0,
      0.6,
      1,
    ) +
    lin("gb", [
      [0, "#D8925C"],
      [1, "#B0652F"],
    ]) +
    lin("pan", [
      [0, "#F0C9A4"],
      [1, "#DDA273"],
    ]) +
    blur("sh", 18);

  const lx = 290;
  const ly = 150;
  const px = 480;
  const py = 560;

  const duct = `
    <g fill="none" stroke="${C.copper}" stroke-linecap="round" stroke-linejoin="round">
      <path d="M600 380 C596 420 588 450 580 480 C574 510 566 540 560 590" stroke-width="11"/>
      <path d="M648 372 C630 400 610 430 590 462" stroke-width="9"/>
      <path d="M548 470 C556 475 566 478 580 480" stroke-width="9"/>
    </g>`;

  const duo = "M84 -2 C38 -12 -18 14 -22 80 C-26 146 14 178 88 172 C130 168 160 150 184 128";

  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="620" cy="420" r="350" fill="${C.white}" opacity="0.55"/>
    <circle cx="620" cy="420" r="350" fill="none" stroke="#E4D3BF" stroke-width="2"/>
    ${dots(1010, 90, 5, 5, 24, 3, C.copper, 0.35)}
    ${dots(110, 560, 5, 5, 24, 3, C.teal, 0.25)}
    <circle cx="150" cy="170" r="70" fill="${C.mint}" opacity="0.5"/>
    <circle cx="1070" cy="640" r="80" fill="#E9D6C0" opacity="0.8"/>
    <ellipse cx="620" cy="760" rx="300" ry="24" fill="${C.ink}" opacity="0.10" filter="url(#sh)"/>

    <g transform="translate(${px} ${py})">
      <path d="${duo}" fill="none" stroke="#7FB8B4" stroke-width="32" stroke-linecap="round"/>
      <path d="${duo}" fill="none" stroke="#D6ECE9" stroke-width="19" stroke-linecap="round"/>
      ${pancreasArt("pclip", 5)}
    </g>
    ${duct}
    <path d="M540 430 C515 470 515 530 545 546 C575 560 600 520 596 470 C594 445 585 430 575 420 Z" fill="url(#gb)"/>
    <path d="M548 470 C545 500 550 520 560 528" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
    <g transform="translate(${lx} ${ly})">
      <path d="${LIVER}" fill="url(#liv)"/>
      <path d="M360 20 C350 90 330 170 310 250" fill="none" stroke="${C.mint}" stroke-width="4" opacity="0.55" stroke-linecap="round"/>
      <path d="M80 70 C150 40 240 30 310 35" fill="none" stroke="${C.white}" stroke-width="12" stroke-linecap="round" opacity="0.18"/>
      <g fill="none" stroke="${C.mint}" stroke-width="2.5" opacity="0.35" stroke-linecap="round">
        <path d="M200 240 C220 190 260 150 320 130"/>
        <path d="M240 200 C230 160 200 130 160 120"/>
        <path d="M320 130 C380 110 440 100 500 95"/>
        <path d="M440 100 C460 80 480 70 520 65"/>
      </g>
    </g>`;
  return svg(W, H, body, defs);
}

/**
 * Pancreas with a lobulated, glandular texture (clipped circles) and a
 * main duct with side branches. Drawn in its own coordinate space.
 */
function pancreasArt(id, seed, o = {}) {
  const { base = "url(#pan)", edge = C.copper, sw = 5 } = o;
  const r = rng(seed);
  let lob = "";
  for (let k = 0; k < 150; k++) {
    const x = -10 + r() * 440;
    const y = -50 + r() * 220;
    const rr = 9 + r() * 14;
    const light = r() < 0.5;
    lob += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" fill="${light ? "#FFFFFF" : "#9E5A2C"}" opacity="${n(light ? 0.1 + r() * 0.14 : 0.03 + r() * 0.05)}"/>`;
  }
  let branches = "";
  const duct = [
    [45, 95],
    [90, 55],
    [150, 45],
    [220, 32],
    [290, 8],
    [350, -12],
    [400, -24],
  ];
  for (let k = 1; k < duct.length - 1; k++) {
    const [x, y] = duct[k];
    const up = k % 2 === 0 ? -1 : 1;
    branches += `<path d="M${x} ${y} q10 ${up * 10} 22 ${up * 14}" />`;
  }
  const ductPath = "M45 95 C60 70 80 58 110 52 C160 44 220 30 290 8 C330 -5 370 -18 402 -24";
  return `
    <defs><clipPath id="${id}"><path d="${PANCREAS}"/></clipPath></defs>
    <path d="${PANCREAS}" fill="${base}"/>
    <g clip-path="url(#${id})">${lob}
      <g fill="none" stroke="#FFF3E6" stroke-linecap="round" opacity="0.85">
        <path d="${ductPath}" stroke-width="5"/>
        <g stroke-width="3">${branches}</g>
      </g>
    </g>
    <path d="${PANCREAS}" fill="none" stroke="${edge}" stroke-width="${sw}" stroke-linejoin="round"/>`;
}

function instrument(x1, y1, x2, y2, opts = {}) {
  // Rod from port (x1,y1) outward to (x2,y2), with a handle at the outer end.
  const { rod = "#5C6E75", handle = C.dark, jaws = false } = opts;
  const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return `
    <g>
      <line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${rod}" stroke-width="9" stroke-linecap="round"/>
      <line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.white}" stroke-width="2" stroke-linecap="round" opacity="0.35" transform="translate(-2 -2)"/>
      <g transform="translate(${x2} ${y2}) rotate(${n(ang)})">
        <rect x="-6" y="-13" width="60" height="26" rx="9" fill="${handle}"/>
        ${
          jaws
            ? `<circle cx="78" cy="-20" r="16" fill="none" stroke="${handle}" stroke-width="8"/><circle cx="78" cy="20" r="16" fill="none" stroke="${handle}" stroke-width="8"/><rect x="48" y="-8" width="22" height="16" rx="4" fill="${handle}"/>`
            : ""
        }
      </g>
    </g>`;
}

function servicesLap() {
  const W = 1200;
  const H = 800;
  const defs =
    lin(
      "bg",
      [
        [0, "#D9EFEC"],
        [1, "#B3D9D4"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin("torso", [
      [0, C.white, 0.85],
      [1, C.white, 0.55],
    ]) +
    rad("view", [
      [0, "#F3D2B5"],
      [0.6, "#E2A77A"],
      [1, "#8E4F2A"],
    ]) +
    blur("sh", 14) +
    `<clipPath id="screen"><circle cx="0" cy="0" r="112"/></clipPath>`;

  const tx = 470;
  const ty = 70;
  const ports = [
    [470, 400, 15],
    [372, 318, 12],
    [578, 290, 12],
    [596, 500, 10],
  ];
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${dots(60, 60, 5, 4, 24, 3, C.teal, 0.25)}
    ${dots(1020, 60, 6, 3, 24, 3, C.white, 0.7)}
    <circle cx="1100" cy="760" r="120" fill="${C.white}" opacity="0.25"/>
    ${torso("lt", tx, ty, 1, { fillOp: 0.75, strokeOp: 0.45, detailOp: 0.3 })}
    <!-- camera cable to monitor -->
    <path d="M236 650 C260 760 560 790 760 740 C850 715 890 690 910 660" fill="none" stroke="${C.dark}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
    ${instrument(372, 318, 150, 140, { jaws: true })}
    ${instrument(578, 290, 790, 110, { jaws: true })}
    <!-- laparoscope -->
    <line x1="470" y1="400" x2="262" y2="620" stroke="#5C6E75" stroke-width="12" stroke-linecap="round"/>
    <g transform="translate(262 620) rotate(${n((Math.atan2(620 - 400, 262 - 470) * 180) / Math.PI)})">
      <rect x="-8" y="-22" width="76" height="44" rx="12" fill="${C.dark}"/>
      <rect x="10" y="-22" width="8" height="44" fill="${C.copper}"/>
    </g>
    ${ports
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r + 8}" fill="${C.teal}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" stroke="${C.teal}" stroke-width="5"/>`,
      )
      .join("")}
    <!-- monitor -->
    <ellipse cx="935" cy="700" rx="170" ry="18" fill="${C.dark}" opacity="0.25" filter="url(#sh)"/>
    <rect x="920" y="600" width="30" height="90" fill="${C.dark}" opacity="0.85"/>
    <rect x="870" y="680" width="130" height="16" rx="8" fill="${C.dark}"/>
    <rect x="760" y="300" width="350" height="310" rx="28" fill="${C.dark}"/>
    <rect x="778" y="318" width="314" height="274" rx="18" fill="#0E2E35"/>
    <g transform="translate(935 455)">
      <circle r="118" fill="#0A2328"/>
      <g clip-path="url(#screen)">
        <circle r="112" fill="url(#view)"/>
        <path d="M-120 -10 C-60 -40 20 -30 120 -70 L120 120 L-120 120 Z" fill="#C97F4E" opacity="0.45"/>
        <path d="M-120 -10 C-60 -40 20 -30 120 -70" fill="none" stroke="#F6DCC4" stroke-width="6" opacity="0.7"/>
        <path d="M-110 60 C-60 40 -20 70 30 50 C70 34 90 50 120 40" fill="none" stroke="#9E4E2A" stroke-width="5" opacity="0.55"/>
        <ellipse cx="20" cy="-62" rx="60" ry="26" fill="#F6DCC4" opacity="0.5"/>
        <path d="M-150 110 L-40 30" stroke="#8FA1A6" stroke-width="16" stroke-linecap="round"/>
        <path d="M-150 110 L-40 30" stroke="#E4EAEC" stroke-width="4" stroke-linecap="round" transform="translate(-2 -4)"/>
        <path d="M-40 30 L-8 16 M-40 30 L-14 44" stroke="#5C6E75" stroke-width="9" stroke-linecap="round"/>
        <circle cx="-40" cy="30" r="7" fill="#5C6E75"/>
        <path d="M130 -130 L58 -6" stroke="#8FA1A6" stroke-width="14" stroke-linecap="round"/>
        <path d="M130 -130 L58 -6" stroke="#E4EAEC" stroke-width="3.5" stroke-linecap="round" transform="translate(3 1)"/>
        <path d="M58 -6 L50 10 C46 18 36 20 30 14" fill="none" stroke="#5C6E75" stroke-width="8" stroke-linecap="round"/>
        <circle r="112" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="26"/>
      </g>
    </g>
    <circle cx="1085" cy="575" r="5" fill="${C.mint}"/>`;
  return svg(W, H, body, defs);
}

function servicesCancer() {
  const W = 1200;
  const H = 800;
  const defs =
    lin(
      "bg",
      [
        [0, "#116B79"],
        [1, C.dark],
      ],
      0,
      0,
      0.6,
      1,
    ) +
    rad("glow", [
      [0, "#CFEAE5", 0.55],
      [0.45, "#7CC0BC", 0.2],
      [1, "#7CC0BC", 0],
    ]) +
    `<linearGradient id="rib" x1="480" y1="160" x2="720" y2="720" gradientUnits="userSpaceOnUse">
       <stop offset="0" stop-color="#EDB284"/><stop offset="0.55" stop-color="#D98B52"/><stop offset="1" stop-color="#C7773E"/>
     </linearGradient>
     <linearGradient id="rib2" x1="560" y1="420" x2="700" y2="720" gradientUnits="userSpaceOnUse">
       <stop offset="0" stop-color="#9A5126"/><stop offset="0.3" stop-color="#B2632F"/><stop offset="1" stop-color="#BD6C36"/>
     </linearGradient>
     <clipPath id="tails"><path d="M0 0 H1200 V732 H730 L690 700 L650 732 H550 L510 700 L470 732 H0 Z"/></clipPath>` +
    blur("sh", 20) +
    blur("sh6", 7);

  const front =
    "M497 745 L640 420 C680 330 700 270 690 230 C678 180 640 160 600 160 C560 160 522 180 510 230 C500 270 520 330 560 420";
  const back = "M560 420 L703 745";
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="600" cy="420" r="440" fill="url(#glow)"/>
    ${cells(2024, 30, [0, 0, W, H], {
      rMin: 8,
      rMax: 44,
      fill: C.mint,
      stroke: C.mint,
      nucleus: C.white,
      op: [0.15, 0.45],
      avoid: [[600, 440, 200, 330]],
      alt: { fill: "#F4D3B2", stroke: "#F4D3B2", nucleus: "#FFF4E8" },
      altEvery: 3,
    })}
    <circle cx="600" cy="440" r="330" fill="none" stroke="${C.mint}" stroke-opacity="0.25" stroke-width="2"/>
    <circle cx="600" cy="440" r="270" fill="none" stroke="${C.mint}" stroke-opacity="0.18" stroke-width="2" stroke-dasharray="3 10"/>
    <ellipse cx="600" cy="745" rx="170" ry="14" fill="#000" opacity="0.3" filter="url(#sh)"/>
    <g clip-path="url(#tails)" fill="none">
      <path d="${back}" stroke="url(#rib2)" stroke-width="64"/>
      <path d="M640 420 L540 648" stroke="#5A2C12" stroke-width="70" opacity="0.35" filter="url(#sh6)"/>
      <path d="${front}" stroke="url(#rib)" stroke-width="64" stroke-linejoin="round"/>
      <path d="M566 190 C586 176 614 176 634 190" stroke="#FBE1C8" stroke-width="9" stroke-linecap="round" opacity="0.7"/>
      <path d="M664 250 C668 300 655 350 630 410" stroke="#FBE1C8" stroke-width="6" stroke-linecap="round" opacity="0.35"/>
    </g>`;
  return svg(W, H, body, defs);
}

/* ------------------------------------------------------------------ */
/* Testimonials avatars (320x320)                                     */
/* ------------------------------------------------------------------ */

function avatar({ bg, bg2, skin, hair, cloth, accent, style }) {
  const W = 320;
  const defs =
    lin(
      "bg",
      [
        [0, bg],
        [1, bg2],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin("cl", [
      [0, cloth],
      [1, mix(cloth, "#000000", 0.15)],
    ]);
  const shade = mix(skin, "#000000", 0.18);
  const cx = 160;
  let back = "";
  let front = "";
  let clothes = "";
  // shoulders
  const shoulders = `M40 330 C42 270 80 240 130 228 L190 228 C240 240 278 270 280 330 Z`;
  const neck = `<path d="M140 180 L180 180 L182 236 C170 250 150 250 138 236 Z" fill="${shade}"/>`;
  const head = `<ellipse cx="${cx}" cy="140" rx="50" ry="60" fill="${skin}"/>
    <ellipse cx="${cx - 49}" cy="146" rx="9" ry="14" fill="${skin}"/>
    <ellipse cx="${cx + 49}" cy="146" rx="9" ry="14" fill="${skin}"/>`;

  if (style === "woman-long") {
    back = `<path d="M100 140 C95 70 130 64 160 64 C195 64 228 76 222 140 C226 190 232 230 244 262 C210 276 110 276 76 262 C92 226 98 190 100 140 Z" fill="${hair}"/>`;
    front = `<path d="M106 142 C104 96 130 74 160 74 C192 74 218 96 214 142 C206 112 186 96 164 92 C148 100 124 114 106 142 Z" fill="${hair}"/>`;
    clothes = `<path d="${shoulders}" fill="url(#cl)"/>
      <path d="M134 230 C138 256 182 256 186 230" fill="none" stroke="${mix(cloth, "#000", 0.22)}" stroke-width="5"/>
      <path d="M194 230 C232 238 262 258 272 292 L278 330 L236 330 C232 298 222 268 190 246 Z" fill="${accent}"/>
      <path d="M194 230 C232 238 262 258 272 292" fill="none" stroke="${mix(accent, "#000", 0.12)}" stroke-width="4"/>`;
  } else if (style === "woman-bun") {
    back = `<circle cx="${cx}" cy="76" r="30" fill="${hair}"/>`;
    front = `<path d="M108 140 C100 92 128 72 160 72 C192 72 220 92 212 140 C206 116 190 100 160 96 C130 100 114 116 108 140 Z" fill="${hair}"/>
      <path d="M160 74 L160 98" stroke="${mix(hair, "#000", 0.2)}" stroke-width="3"/>`;
    clothes = `<path d="${shoulders}" fill="url(#cl)"/>
      <path d="M40 330 C42 270 80 240 130 228 C160 260 200 300 215 330 Z" fill="${accent}"/>
      <path d="M130 228 C160 260 200 300 215 330" fill="none" stroke="${mix(accent, "#000", 0.25)}" stroke-width="8"/>
      <path d="M124 232 C140 258 178 262 196 232" fill="none" stroke="${mix(cloth, "#000", 0.2)}" stroke-width="4"/>`;
  } else if (style === "man-short") {
    front = `<path d="M108 138 C100 88 126 70 162 70 C198 70 222 90 212 140 C208 118 200 106 190 100 C160 106 130 104 116 110 C112 118 110 128 108 138 Z" fill="${hair}"/>
      <path d="M112 146 C114 198 138 214 160 214 C182 214 206 198 208 146 C202 182 186 199 160 199 C134 199 118 182 112 146 Z" fill="${hair}" opacity="0.9"/>
`;
    clothes = `<path d="${shoulders}" fill="url(#cl)"/>
      <path d="M130 226 L160 262 L190 226 L200 240 L168 282 L160 270 L152 282 L120 240 Z" fill="${accent}"/>
      <path d="M160 262 L160 330" stroke="${mix(cloth, "#000", 0.25)}" stroke-width="3"/>
      <circle cx="160" cy="292" r="3.5" fill="${mix(cloth, "#000", 0.3)}"/>
      <circle cx="160" cy="316" r="3.5" fill="${mix(cloth, "#000", 0.3)}"/>`;
  } else {
    // older man, receding grey hair, kurta with a nehru jacket
    front = `<path d="M108 138 C100 88 126 70 162 70 C198 70 222 90 212 140 C208 118 200 106 190 100 C160 106 130 104 116 110 C112 118 110 128 108 138 Z" fill="${hair}"/>
      <path d="M130 84 C150 76 176 76 194 86" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.5"/>
      <g fill="none" stroke="#3A3330" stroke-width="3.5">
        <rect x="124" y="134" width="30" height="22" rx="8"/>
        <rect x="166" y="134" width="30" height="22" rx="8"/>
        <path d="M154 142 C157 139 163 139 166 142"/>
      </g>`;
    clothes = `<path d="${shoulders}" fill="url(#cl)"/>
      <path d="M40 330 C42 270 80 240 130 228 L150 245 L140 330 Z" fill="${accent}"/>
      <path d="M280 330 C278 270 240 240 190 228 L170 245 L180 330 Z" fill="${accent}"/>
      <path d="M136 224 C148 236 172 236 184 224 L186 240 C174 252 146 252 134 240 Z" fill="${mix(cloth, "#000", 0.06)}"/>
      <circle cx="160" cy="270" r="3.5" fill="${mix(cloth, "#000", 0.25)}"/>
      <circle cx="160" cy="296" r="3.5" fill="${mix(cloth, "#000", 0.25)}"/>`;
  }

  const body = `
    <rect width="${W}" height="${W}" fill="url(#bg)"/>
    <circle cx="250" cy="70" r="90" fill="${C.white}" opacity="0.25"/>
    <circle cx="60" cy="280" r="60" fill="${C.white}" opacity="0.18"/>
    <g transform="translate(160 334) scale(0.94) translate(-160 -334)">
      ${back}
      ${neck}
      ${clothes}
      ${head}
      ${front}
    </g>`;
  return svg(W, W, body, defs);
}

const AVATARS = [
  {
    style: "woman-long",
    bg: "#E3F1EF",
    bg2: "#BFE0DC",
    skin: "#B07A55",
    hair: "#221A17",
    cloth: "#C7773E",
    accent: "#F4EDE4",
  },
  {
    style: "man-short",
    bg: "#F7EFE5",
    bg2: "#EAD9C4",
    skin: "#8C5A3C",
    hair: "#1E1917",
    cloth: "#2F5D7C",
    accent: "#E6F2F3",
  },
  {
    style: "woman-bun",
    bg: "#EDE7F1",
    bg2: "#D9D0E3",
    skin: "#C99574",
    hair: "#8E8A88",
    cloth: "#F4EDE4",
    accent: "#0B5563",
  },
  {
    style: "man-older",
    bg: "#E6F2F3",
    bg2: "#CFE4E8",
    skin: "#9C6848",
    hair: "#B9B5B0",
    cloth: "#FBFAF7",
    accent: "#7A5A44",
  },
];

/* ------------------------------------------------------------------ */
/* Blog heroes (1600x900, key subject within centre 1200x630)          */
/* ------------------------------------------------------------------ */

function blog1() {
  const W = 1600;
  const H = 900;
  const defs =
    lin(
      "bg",
      [
        [0, "#0E6170"],
        [1, C.dark],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad("glow", [
      [0, C.mint, 0.35],
      [1, C.mint, 0],
    ]);

  // Torso top at y=120 -> navel at (800, 450); ports placed around it.
  const ports = [
    [800, 450, 20],
    [702, 366, 14],
    [910, 338, 14],
    [926, 552, 12],
  ];
  const handle = (x, y, px, py) => {
    const a = n((Math.atan2(y - py, x - px) * 180) / Math.PI);
    return `
      <line x1="${px}" y1="${py}" x2="${x}" y2="${y}" stroke="#D5E3E5" stroke-width="11" stroke-linecap="round"/>
      <g transform="translate(${x} ${y}) rotate(${a})">
        <rect x="-4" y="-15" width="64" height="30" rx="10" fill="${C.copper}"/>
        <circle cx="82" cy="-22" r="17" fill="none" stroke="${C.copper}" stroke-width="8"/>
        <circle cx="82" cy="22" r="17" fill="none" stroke="${C.copper}" stroke-width="8"/>
      </g>`;
  };
  const scopeA = n((Math.atan2(650 - 450, 610 - 800) * 180) / Math.PI);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="800" cy="450" r="430" fill="url(#glow)"/>
    <circle cx="800" cy="450" r="360" fill="none" stroke="${C.mint}" stroke-opacity="0.18" stroke-width="2"/>
    <circle cx="800" cy="450" r="420" fill="none" stroke="${C.mint}" stroke-opacity="0.10" stroke-width="2" stroke-dasharray="4 12"/>
    ${dots(90, 90, 6, 6, 28, 3.5, C.mint, 0.25)}
    ${dots(1370, 640, 6, 6, 28, 3.5, C.mint, 0.25)}
    ${torso("bt", 800, 120, 1, { fill: C.mint, fillOp: 0.14, stroke: C.mint, strokeOp: 0.85, detailOp: 0.5, sw: 5 })}
    ${handle(520, 212, 702, 366)}
    ${handle(1090, 182, 910, 338)}
    <line x1="800" y1="450" x2="610" y2="650" stroke="#D5E3E5" stroke-width="15" stroke-linecap="round"/>
    <g transform="translate(610 650) rotate(${scopeA})">
      <rect x="-6" y="-24" width="86" height="48" rx="14" fill="${C.white}"/>
      <rect x="14" y="-24" width="10" height="48" fill="${C.copper}"/>
    </g>
    ${ports
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r + 14}" fill="${C.mint}" opacity="0.18"/>` +
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.dark}" stroke="${C.white}" stroke-width="6"/>`,
      )
      .join("")}
    <circle cx="926" cy="552" r="5" fill="${C.copper}"/>`;
  return svg(W, H, body, defs);
}

function blog2() {
  const W = 1600;
  const H = 900;
  const defs =
    lin(
      "bg",
      [
        [0, "#F7F2EB"],
        [1, "#DDEDEC"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      "pan",
      [
        [0, "#EFC39C"],
        [1, "#D08A55"],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad("glow", [
      [0, C.white, 0.95],
      [1, C.white, 0],
    ]) +
    blur("sh", 24);

  const s = 1.55;
  const tx = 800 - 200 * s;
  const ty = 450 - 62 * s;
  const duo = "M84 -2 C38 -12 -18 14 -22 80 C-26 146 14 178 88 172 C130 168 160 150 184 128";
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="800" cy="450" r="470" fill="url(#glow)"/>
    ${cells(77, 34, [0, 0, W, H], {
      rMin: 12,
      rMax: 54,
      fill: C.mint,
      stroke: "#8CC3BD",
      nucleus: "#8CC3BD",
      op: [0.3, 0.7],
      avoid: [[800, 460, 430, 230]],
      alt: { fill: "#F2DCC7", stroke: "#E2B48E", nucleus: "#E2B48E" },
      altEvery: 4,
    })}
    <circle cx="800" cy="450" r="320" fill="none" stroke="${C.mint}" stroke-width="2"/>
    <circle cx="800" cy="450" r="380" fill="none" stroke="${C.mint}" stroke-width="1.5" stroke-dasharray="3 10"/>
    <ellipse cx="800" cy="${ty + 215 * s}" rx="330" ry="24" fill="${C.teal}" opacity="0.14" filter="url(#sh)"/>
    <g transform="translate(${n(tx)} ${n(ty)}) scale(${s})">
      <path d="${duo}" fill="none" stroke="#9BCBC5" stroke-width="30" stroke-linecap="round"/>
      <path d="${duo}" fill="none" stroke="#D6ECE9" stroke-width="18" stroke-linecap="round"/>
      ${pancreasArt("pc2", 21, { sw: 4 })}
    </g>`;
  return svg(W, H, body, defs);
}

/** One articulated robotic arm from an off-canvas base, via two joints, to an instrument tip. */
function robotArm(bx, by, jx, jy, ex, ey, tx, ty) {
  const seg = (x1, y1, x2, y2, w, col) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
  const a = Math.atan2(ty - ey, tx - ex);
  const jawL = `M${tx} ${ty} l${n(Math.cos(a - 0.5) * 18)} ${n(Math.sin(a - 0.5) * 18)}`;
  const jawR = `M${tx} ${ty} l${n(Math.cos(a + 0.5) * 18)} ${n(Math.sin(a + 0.5) * 18)}`;
  return `
    <g>
      ${seg(bx, by, jx, jy, 60, "#C9DADD")}
      ${seg(bx, by, jx, jy, 46, "#EEF4F5")}
      ${seg(jx, jy, ex, ey, 44, "#C9DADD")}
      ${seg(jx, jy, ex, ey, 32, "#E6EEF0")}
      ${seg(ex, ey, tx, ty, 10, "#A9BCC1")}
      ${seg(ex, ey, tx, ty, 3, "#FFFFFF")}
      <path d="${jawL} ${jawR}" stroke="#DDE6E8" stroke-width="6" stroke-linecap="round" fill="none"/>
      <circle cx="${jx}" cy="${jy}" r="38" fill="${C.white}" stroke="${C.mint}" stroke-width="6"/>
      <circle cx="${jx}" cy="${jy}" r="14" fill="${C.copper}"/>
      <circle cx="${ex}" cy="${ey}" r="27" fill="${C.white}" stroke="${C.mint}" stroke-width="5"/>
      <circle cx="${ex}" cy="${ey}" r="9" fill="${C.teal}"/>
    </g>`;
}

function blog3() {
  const W = 1600;
  const H = 900;
  const defs =
    lin(
      "bg",
      [
        [0, "#0A4A56"],
        [1, "#062F37"],
      ],
      0,
      0,
      0,
      1,
    ) +
    rad("light", [
      [0, "#FFFFFF", 0.42],
      [0.45, C.mint, 0.14],
      [1, C.mint, 0],
    ]) +
    lin("field", [
      [0, "#2C8391"],
      [1, "#156674"],
    ]) +
    lin("cone", [
      [0, "#FFFFFF", 0],
      [1, "#FFFFFF", 0.1],
    ]) +
    blur("sh", 20) +
    blur("coneBlur", 34);

  const fx = 800;
  const fy = 650;
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <ellipse cx="${fx}" cy="${fy - 90}" rx="580" ry="360" fill="url(#light)"/>
    <path d="M${fx - 90} 0 L${fx + 90} 0 L${fx + 330} ${fy - 40} L${fx - 330} ${fy - 40} Z" fill="url(#cone)" filter="url(#coneBlur)"/>
    ${dots(100, 170, 5, 5, 28, 3.5, C.mint, 0.22)}
    ${dots(1390, 170, 5, 5, 28, 3.5, C.mint, 0.22)}
    <circle cx="${fx}" cy="${fy - 40}" r="440" fill="none" stroke="${C.mint}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="4 12"/>
    <!-- operating table & draped field -->
    <ellipse cx="${fx}" cy="${fy + 70}" rx="480" ry="40" fill="#000" opacity="0.35" filter="url(#sh)"/>
    <rect x="${fx - 460}" y="${fy}" width="920" height="64" rx="32" fill="#0F5966"/>
    <rect x="${fx - 460}" y="${fy}" width="920" height="10" rx="5" fill="${C.mint}" opacity="0.25"/>
    <path d="M${fx - 420} ${fy + 6} C${fx - 300} ${fy - 96} ${fx + 300} ${fy - 96} ${fx + 420} ${fy + 6} Z" fill="url(#field)"/>
    <ellipse cx="${fx}" cy="${fy - 44}" rx="124" ry="26" fill="#F1D3B8"/>
    <ellipse cx="${fx}" cy="${fy - 44}" rx="124" ry="26" fill="none" stroke="${C.copper}" stroke-width="4"/>
    <ellipse cx="${fx}" cy="${fy - 44}" rx="74" ry="12" fill="#E2A77A" opacity="0.7"/>
    ${robotArm(380, -60, 480, 250, 690, 380, fx - 46, fy - 50)}
    ${robotArm(1220, -60, 1120, 250, 910, 380, fx + 46, fy - 50)}
    ${robotArm(800, -80, 800, 200, 800, 360, fx, fy - 54)}
    <circle cx="${fx}" cy="${fy - 48}" r="46" fill="${C.white}" opacity="0.1"/>`;
  return svg(W, H, body, defs);
}

/* ------------------------------------------------------------------ */
/* Conditions & treatments (1600x900, key subject in centre 1200x630)  */
/* ------------------------------------------------------------------ */

/**
 * The backdrop these pictures share with the blog heroes: a gradient, a soft glow and faint
 * rings round the subject at (cx, cy), and two dot grids in the corners. Gradient ids "bg" and
 * "glow"; returns { defs, body }.
 */
function heroBackdrop(o = {}) {
  const {
    dark = false,
    from = dark ? "#0E6170" : "#F7F2EB",
    to = dark ? C.dark : "#DDEDEC",
    cx = 800,
    cy = 450,
    glowR = 450,
    glow = dark ? C.mint : C.white,
    glowOp = dark ? 0.32 : 0.95,
    rings = [360, 420],
    ring = C.mint,
    ringOp = dark ? 0.16 : 0.9,
    dotsAt = [
      [90, 90],
      [1370, 640],
    ],
    dotColor = dark ? C.mint : C.teal,
    dotOp = dark ? 0.25 : 0.22,
  } = o;
  const defs =
    lin(
      "bg",
      [
        [0, from],
        [1, to],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad("glow", [
      [0, glow, glowOp],
      [1, glow, 0],
    ]);
  const body = `
    <rect width="1600" height="900" fill="url(#bg)"/>
    <circle cx="${cx}" cy="${cy}" r="${glowR}" fill="url(#glow)"/>
    ${rings
      .map(
        (r, i) =>
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring}" stroke-opacity="${n(ringOp * (i ? 0.6 : 1))}" stroke-width="${i ? 1.5 : 2}"${i ? ` stroke-dasharray="4 12"` : ""}/>`,
      )
      .join("")}
    ${dotsAt.map(([x, y]) => dots(x, y, 6, 6, 28, 3.5, dotColor, dotOp)).join("")}`;
  return { defs, body };
}

/** A rounded, slightly irregular blob (a stone, a lesion) centred on (cx, cy). */
function blob(cx, cy, rx, ry, k, jitter, seed) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i < k; i++) {
    const a = ((i + (r() - 0.5) * 0.5) / k) * Math.PI * 2;
    const f = 1 - jitter / 2 + jitter * r();
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  const mid = (p, q) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const m0 = mid(pts[k - 1], pts[0]);
  let d = `M${n(m0[0])} ${n(m0[1])} `;
  for (let i = 0; i < k; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % k]);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])} `;
  }
  return d + "Z";
}

/** A gallstone: a pale, faceted pebble with a darker rim and a glint. */
function stone(cx, cy, r, seed, o = {}) {
  const { fill = "#FBF0D9", edge = "#8E4F2A", sw = 4 } = o;
  return (
    `<path d="${blob(cx, cy, r, r * 0.9, 6, 0.28, seed)}" fill="${fill}" stroke="${edge}" stroke-width="${sw}" stroke-linejoin="round"/>` +
    `<path d="M${n(cx - r * 0.45)} ${n(cy - r * 0.1)} Q${n(cx - r * 0.35)} ${n(cy - r * 0.45)} ${n(cx)} ${n(cy - r * 0.5)}" fill="none" stroke="${C.white}" stroke-width="${n(Math.max(2, r * 0.16))}" stroke-linecap="round" opacity="0.9"/>`
  );
}

/** Gallbladder: a pear with its neck at the origin and the fundus hanging below (~170x260). */
const GALLBLADDER =
  "M-26 -6 C-62 36 -84 118 -72 178 C-62 228 -24 252 18 244 C62 234 84 190 76 132 C68 72 44 22 24 -6 C12 -20 -14 -20 -26 -6 Z";

/**
 * The liver in its own LIVER coordinates, with a sheen and faint vessels.
 * Where the gallbladder's neck tucks under it: about (275, 240); the hilum: about (335, 240).
 */
function liverArt(o = {}) {
  const { fill = "url(#liv)", vein = C.mint, veinOp = 0.35, shine = 0.18, edge = "none", edgeW = 0 } = o;
  return `
    <path d="${LIVER}" fill="${fill}" stroke="${edge}" stroke-width="${edgeW}" stroke-linejoin="round"/>
    <path d="M80 70 C150 40 240 30 310 35" fill="none" stroke="${C.white}" stroke-width="12" stroke-linecap="round" opacity="${shine}"/>
    <path d="M360 20 C350 90 330 170 310 250" fill="none" stroke="${vein}" stroke-width="4" opacity="${n(veinOp * 1.5)}" stroke-linecap="round"/>
    <g fill="none" stroke="${vein}" stroke-width="2.5" opacity="${veinOp}" stroke-linecap="round">
      <path d="M200 240 C220 190 260 150 320 130"/>
      <path d="M240 200 C230 160 200 130 160 120"/>
      <path d="M320 130 C380 110 440 100 500 95"/>
      <path d="M440 100 C460 80 480 70 520 65"/>
    </g>`;
}

const LIVER_GRAD = lin(
  "liv",
  [
    [0, "#17707F"],
    [1, C.dark],
  ],
  0,
  0,
  0.6,
  1,
);
const PAN_GRAD = lin(
  "pan",
  [
    [0, "#EFC39C"],
    [1, "#D08A55"],
  ],
  0,
  0,
  1,
  1,
);
/** The duodenum's C-loop round the head of the pancreas, in pancreasArt's coordinates. */
const DUODENUM = "M84 -2 C38 -12 -18 14 -22 80 C-26 146 14 178 88 172 C130 168 160 150 184 128";
const duodenum = (outer = "#9BCBC5", inner = "#D6ECE9", w = 30) =>
  `<path d="${DUODENUM}" fill="none" stroke="${outer}" stroke-width="${w}" stroke-linecap="round"/>` +
  `<path d="${DUODENUM}" fill="none" stroke="${inner}" stroke-width="${n(w * 0.6)}" stroke-linecap="round"/>`;

function gallstones() {
  const bd = heroBackdrop({
    from: "#FAF6F0",
    to: "#EFE2D2",
    cx: 800,
    cy: 450,
    ring: "#E4D3BF",
    ringOp: 1,
    dotColor: C.copper,
    dotOp: 0.3,
  });
  const defs =
    bd.defs +
    LIVER_GRAD +
    lin(
      "gbS",
      [
        [0, "#EDBB90"],
        [1, "#CF8450"],
      ],
      0,
      0,
      0.4,
      1,
    ) +
    blur("sh", 22);
  const lx = 440;
  const ly = 150;
  const s = 1.15;
  // Gallbladder neck where it tucks under the liver.
  const gx = lx + 275 * s;
  const gy = ly + 228 * s;
  const g = 1.22;
  const stones = [
    [-30, 196, 30, 3],
    [24, 204, 27, 8],
    [-44, 146, 22, 13],
    [8, 156, 24, 21],
    [44, 160, 17, 34],
    [-12, 106, 16, 55],
  ];
  const body = `
    ${bd.body}
    <ellipse cx="800" cy="760" rx="300" ry="20" fill="${C.ink}" opacity="0.10" filter="url(#sh)"/>
    <g fill="none" stroke="${C.copper}" stroke-linecap="round" stroke-linejoin="round">
      <path d="M${n(lx + 345 * s)} ${n(ly + 230 * s)} C${n(lx + 345 * s)} 520 ${n(lx + 336 * s)} 640 ${n(lx + 330 * s)} 800" stroke-width="14"/>
      <path d="M${n(gx + 8)} ${n(gy - 8)} C${n(gx + 40)} ${n(gy - 40)} ${n(gx + 70)} ${n(gy + 10)} ${n(lx + 344 * s)} ${n(gy + 64)}" stroke-width="10"/>
    </g>
    <g transform="translate(${n(gx)} ${n(gy)}) scale(${g})">
      <path d="${GALLBLADDER}" fill="url(#gbS)" stroke="${C.copper}" stroke-width="4"/>
      <path d="M-50 70 C-62 120 -58 170 -36 206" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" opacity="0.45"/>
      ${stones.map(([x, y, r, sd]) => stone(x, y, r, sd, { sw: 3 })).join("")}
    </g>
    <g transform="translate(${lx} ${ly}) scale(${s})">${liverArt()}</g>`;
  return svg(1600, 900, body, defs);
}

/** A stroke gradient along y (userSpaceOnUse) that fades a duct or tube out at one end. */
const fadeY = (id, color, y1, y2, op1 = 1, op2 = 0) =>
  `<linearGradient id="${id}" x1="0" y1="${y1}" x2="0" y2="${y2}" gradientUnits="userSpaceOnUse">` +
  `<stop offset="0" stop-color="${color}" stop-opacity="${op1}"/><stop offset="1" stop-color="${color}" stop-opacity="${op2}"/></linearGradient>`;

function bileDuctStones() {
  const bd = heroBackdrop({
    from: "#FBF5E2",
    to: "#E3EEE9",
    glow: "#FFF7DC",
    ring: "#EADFB8",
    ringOp: 1,
    cx: 780,
    cy: 450,
    dotColor: C.copper,
    dotOp: 0.3,
  });
  const defs =
    bd.defs +
    LIVER_GRAD +
    lin("gb", [
      [0, "#D8925C"],
      [1, "#B0652F"],
    ]) +
    rad("jaund", [
      [0, "#F3D77E", 0.45],
      [1, "#F3D77E", 0],
    ]) +
    blur("sh", 22);
  const lx = 480;
  const ly = 140;
  const ls = 0.9;
  // Bile duct: wide (dammed-up bile) from the liver down to the stone, narrow beyond it.
  const hx = n(lx + 338 * ls);
  const hy = n(ly + 232 * ls);
  const sx = 770;
  const sy = 614;
  const upper = `M${hx} ${hy} C${hx + 4} 430 ${hx + 8} 540 ${sx} ${sy}`;
  const lower = `M${sx} ${sy} C${sx - 20} 650 ${sx - 80} 672 ${sx - 150} 676`;
  const gx = n(lx + 272 * ls);
  const gy = n(ly + 222 * ls);
  const body = `
    ${bd.body}
    <ellipse cx="790" cy="430" rx="430" ry="300" fill="url(#jaund)"/>
    <ellipse cx="780" cy="770" rx="300" ry="20" fill="${C.ink}" opacity="0.10" filter="url(#sh)"/>
    <g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="M${gx + 8} ${gy - 4} C${gx + 30} ${gy + 40} ${hx - 20} ${hy + 50} ${hx + 3} ${hy + 96}" stroke="${C.copper}" stroke-width="10"/>
      <path d="${lower}" stroke="${C.copper}" stroke-width="12"/>
    </g>
    <g transform="translate(640 556)">${duodenum("#7FB8B4", "#D6ECE9", 34)}</g>
    <g fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="${upper}" stroke="${C.copper}" stroke-width="34"/>
      <path d="${upper}" stroke="#F0CB6A" stroke-width="20"/>
    </g>
    ${stone(sx, sy, 30, 5, { sw: 4.5 })}
    <circle cx="${sx}" cy="${sy}" r="54" fill="none" stroke="${C.copper}" stroke-width="3.5" stroke-dasharray="2 9" stroke-linecap="round" opacity="0.8"/>
    <g transform="translate(${gx} ${gy}) scale(0.74)">
      <path d="${GALLBLADDER}" fill="url(#gb)"/>
      <path d="M-50 70 C-62 120 -58 170 -36 206" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" opacity="0.45"/>
    </g>
    <g transform="translate(${lx} ${ly}) scale(${ls})">
      ${liverArt()}
      <g fill="none" stroke="#F0CB6A" stroke-linecap="round" opacity="0.75">
        <path d="M338 236 C330 190 300 160 250 140 C210 124 170 126 130 140" stroke-width="6"/>
        <path d="M338 236 C350 190 390 160 450 140 C500 124 540 110 575 100" stroke-width="6"/>
        <path d="M250 140 C240 110 210 90 180 82 M300 160 C290 200 250 220 215 232 M450 140 C440 110 420 90 395 78 M390 160 C420 180 440 190 470 186" stroke-width="3.5"/>
      </g>
    </g>`;
  return svg(1600, 900, body, defs);
}

function acutePancreatitis() {
  const bd = heroBackdrop({
    dark: true,
    cx: 800,
    cy: 410,
    rings: [380, 440],
    dotsAt: [
      [90, 120],
      [1370, 610],
    ],
  });
  const defs =
    bd.defs +
    lin(
      "panHot",
      [
        [0, "#F6BE92"],
        [1, "#D27E46"],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad("heat", [
      [0, "#E9995C", 0.75],
      [0.55, C.copper, 0.28],
      [1, C.copper, 0],
    ]) +
    blur("hb", 26);
  const s = 1.15;
  const tx = 800 - 215 * s;
  const ty = 410 - 60 * s;
  const ripple = (k, op, dash = "") =>
    `<path d="${PANCREAS}" fill="none" stroke="#F2B07C" stroke-width="${n(3 / k)}" opacity="${op}" ${dash} transform="translate(215 55) scale(${k}) translate(-215 -55)"/>`;
  const body = `
    ${bd.body}
    ${torso("pt", 800, 44, 1.75, { fill: C.mint, fillOp: 0.1, stroke: C.mint, strokeOp: 0.7, detailOp: 0.45, sw: 3.4, fadeTop: 0.1, fadeBottom: 0.72 })}
    <ellipse cx="800" cy="410" rx="400" ry="210" fill="url(#heat)"/>
    <g transform="translate(${n(tx)} ${n(ty)}) scale(${s})">
      <path d="${PANCREAS}" fill="${C.copper}" opacity="0.6" filter="url(#hb)" transform="translate(215 55) scale(1.08) translate(-215 -55)"/>
      ${ripple(1.16, 0.55)}
      ${ripple(1.32, 0.3, `stroke-dasharray="4 10"`)}
      ${duodenum("#7FB8B4", "#D6ECE9", 30)}
      ${pancreasArt("ppc", 9, { base: "url(#panHot)", edge: "#A85A28", sw: 4 })}
    </g>`;
  return svg(1600, 900, body, defs);
}

function liverTumours() {
  const bd = heroBackdrop({ from: "#F1F8F8", to: "#D4EBEC", cx: 800, cy: 430, rings: [390, 450] });
  const defs =
    bd.defs +
    LIVER_GRAD +
    rad("lesion", [
      [0, "#F8E2CC"],
      [0.7, "#EDC29C"],
      [1, "#DDA273"],
    ]) +
    blur("sh", 22) +
    blur("halo", 8);
  const s = 1.42;
  const lx = 800 - 318 * s;
  const ly = 440 - 165 * s;
  const lesion = (x, y, r, seed) => `
      <circle cx="${x}" cy="${y}" r="${r * 1.35}" fill="${C.white}" opacity="0.18" filter="url(#halo)"/>
      <path d="${blob(x, y, r, r * 0.94, 9, 0.1, seed)}" fill="url(#lesion)" stroke="${C.copper}" stroke-width="3.5"/>
      <path d="${blob(x, y, r * 0.55, r * 0.5, 7, 0.14, seed + 1)}" fill="none" stroke="${C.copper}" stroke-width="2" opacity="0.45"/>
      <path d="M${n(x - r * 0.55)} ${n(y - r * 0.35)} Q${n(x - r * 0.4)} ${n(y - r * 0.7)} ${n(x)} ${n(y - r * 0.72)}" fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`;
  const body = `
    ${bd.body}
    <ellipse cx="790" cy="${n(ly + 320 * s + 24)}" rx="380" ry="22" fill="${C.teal}" opacity="0.12" filter="url(#sh)"/>
    <g transform="translate(${n(lx)} ${n(ly)}) scale(${s})">
      ${liverArt({ veinOp: 0.3 })}
      ${lesion(178, 170, 46, 4)}
      ${lesion(430, 98, 28, 17)}
    </g>`;
  return svg(1600, 900, body, defs);
}

function pancreaticCancer() {
  const s = 1.5;
  const tx = 500;
  const ty = 400;
  // The mass in the head of the pancreas, beside the duodenum, where the bile duct runs through.
  const mx = 62;
  const my = 88;
  const bd = heroBackdrop({
    from: "#F1F8F8",
    to: "#D9ECEA",
    cx: n(tx + mx * s),
    cy: n(ty + my * s),
    glowR: 420,
    rings: [300, 360],
    dotsAt: [
      [1330, 110],
      [110, 640],
    ],
  });
  const defs =
    bd.defs +
    PAN_GRAD +
    rad("mass", [
      [0, "#B7673A"],
      [1, "#8A4520"],
    ]) +
    fadeY("duct", "#3F8C96", -110, -230) +
    fadeY("ductIn", "#D6ECE9", -110, -230) +
    blur("sh", 22);
  const duct = "M95 -240 C95 -150 92 -60 80 10";
  const body = `
    ${bd.body}
    <ellipse cx="${n(tx + 200 * s)}" cy="${n(ty + 200 * s)}" rx="360" ry="22" fill="${C.teal}" opacity="0.12" filter="url(#sh)"/>
    <g transform="translate(${tx} ${ty}) scale(${s})">
      <path d="${duct}" fill="none" stroke="url(#duct)" stroke-width="20" stroke-linecap="round" transform="translate(0 0)"/>
      <path d="${duct}" fill="none" stroke="url(#ductIn)" stroke-width="9" stroke-linecap="round"/>
      ${duodenum()}
      ${pancreasArt("pcc", 33, { sw: 4 })}
      <path d="M80 10 C78 30 76 44 72 60" fill="none" stroke="#3F8C96" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
      <path d="${blob(mx, my, 33, 30, 8, 0.2, 12)}" fill="url(#mass)" stroke="#7A3B1A" stroke-width="2.5"/>
      <path d="M${mx - 14} ${my - 10} Q${mx - 8} ${my - 20} ${mx + 4} ${my - 20}" fill="none" stroke="#F4D3B2" stroke-width="3" stroke-linecap="round" opacity="0.7"/>
      <circle cx="${mx}" cy="${my}" r="54" fill="none" stroke="${C.teal}" stroke-width="2.5" stroke-dasharray="2 7" stroke-linecap="round"/>
    </g>`;
  return svg(1600, 900, body, defs);
}

/** Points where the two outer tangents of circles (x1,y1,r1) and (x2,y2,r2) touch them. */
function outerTangents(x1, y1, r1, x2, y2, r2) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const d = Math.hypot(dx, dy);
  const base = Math.atan2(dy, dx);
  const t = Math.acos((r1 - r2) / d);
  return [base + t, base - t].map((a) => [
    [x1 + r1 * Math.cos(a), y1 + r1 * Math.sin(a)],
    [x2 + r2 * Math.cos(a), y2 + r2 * Math.sin(a)],
  ]);
}

/** A smooth line through y = base - h·exp(-(x/σ)²) across [x0, x1], for the bulging layers. */
function bulgeLine(x0, x1, base, h, sigma, step = 10) {
  let d = "";
  for (let x = x0; x <= x1; x += step) {
    const y = base - h * Math.exp(-((x / sigma) ** 2));
    d += `${d ? "L" : "M"}${n(x)} ${n(y)} `;
  }
  return d;
}

function hernia() {
  const bd = heroBackdrop({
    from: "#FAF6F0",
    to: "#E9F1EE",
    cx: 1000,
    cy: 450,
    glowR: 380,
    rings: [330, 390],
    ring: "#E4D3BF",
    ringOp: 1,
    dotsAt: [
      [90, 90],
      [90, 640],
    ],
    dotColor: C.copper,
    dotOp: 0.3,
  });
  const R = 290;
  const cx = 1000;
  const cy = 450;
  // Where the hernia is, on the small figure: the patient's right groin.
  const tx = 450;
  const ty = 150;
  const ts = 0.8;
  const gx = n(tx - 108 * ts);
  const gy = n(ty + 545 * ts);
  const gr = 30;
  const [[a1, b1], [a2, b2]] = outerTangents(gx, gy, gr, cx, cy, R);
  const defs =
    bd.defs +
    `<clipPath id="lens"><circle cx="0" cy="0" r="${R}"/></clipPath>` +
    lin("muscA", [
      [0, "#2C8391"],
      [1, "#17707F"],
    ]) +
    lin("muscB", [
      [0, "#17707F"],
      [1, C.teal],
    ]) +
    rad("weak", [
      [0, "#E9995C", 0.55],
      [1, "#E9995C", 0],
    ]) +
    blur("sh", 20);
  const skinOut = bulgeLine(-320, 320, -72, 132, 118);
  const skinIn = bulgeLine(-320, 320, -50, 128, 118);
  const sac =
    "M-330 112 L-84 112 C-58 112 -50 104 -50 84 L-50 34 C-50 14 -98 -8 -98 -66 C-98 -122 -52 -148 0 -148 " +
    "C52 -148 98 -122 98 -66 C98 -8 50 14 50 34 L50 84 C50 104 58 112 84 112 L330 112";
  const muscle = (y, h, fill) =>
    `<path d="M-330 ${y} H-66 a${h / 2} ${h / 2} 0 0 1 0 ${h} H-330 Z" fill="${fill}"/>` +
    `<path d="M330 ${y} H66 a${h / 2} ${h / 2} 0 0 0 0 ${h} H330 Z" fill="${fill}"/>`;
  const loop = (d, w) =>
    `<path d="${d}" fill="none" stroke="#7FB8B4" stroke-width="${w}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="#D6ECE9" stroke-width="${n(w * 0.6)}" stroke-linecap="round"/>`;
  const body = `
    ${bd.body}
    ${torso("ht", tx, ty, ts, { fillOp: 0.8, strokeOp: 0.55, detailOp: 0.4, sw: 5, fadeTop: 0.12, fadeBottom: 0.9 })}
    <path d="M${n(a1[0])} ${n(a1[1])} L${n(b1[0])} ${n(b1[1])} M${n(a2[0])} ${n(a2[1])} L${n(b2[0])} ${n(b2[1])}" stroke="${C.copper}" stroke-width="2.5" stroke-dasharray="3 9" stroke-linecap="round" opacity="0.8"/>
    <circle cx="${gx}" cy="${gy}" r="${gr}" fill="${C.copper}" fill-opacity="0.18" stroke="${C.copper}" stroke-width="4"/>
    <circle cx="${gx}" cy="${gy - 4}" r="9" fill="${C.copper}"/>
    <ellipse cx="${cx}" cy="${cy + R + 16}" rx="${R * 0.9}" ry="18" fill="${C.ink}" opacity="0.12" filter="url(#sh)"/>
    <g transform="translate(${cx} ${cy})">
      <circle r="${R + 12}" fill="${C.white}"/>
      <g clip-path="url(#lens)">
        <rect x="-330" y="-330" width="660" height="660" fill="#F3F8F7"/>
        <path d="${skinOut} L320 330 L-320 330 Z" fill="#DDA273"/>
        <path d="${skinIn} L320 330 L-320 330 Z" fill="#F8E6CB"/>
        <circle cx="0" cy="-40" r="150" fill="url(#weak)"/>
        ${muscle(22, 32, "url(#muscA)")}
        ${muscle(60, 36, "url(#muscB)")}
        <g stroke="${C.white}" stroke-width="2" opacity="0.18">
          <path d="M-330 32 H-72 M-330 44 H-66 M72 32 H330 M66 44 H330 M-330 72 H-70 M-330 84 H-68 M70 72 H330 M68 84 H330"/>
        </g>
        <path d="${sac} L330 330 L-330 330 Z" fill="#EEF6F5"/>
        ${loop("M-290 190 C-200 150 -120 230 -40 196 C40 162 120 240 200 200 C250 176 290 186 320 200", 42)}
        ${loop("M-300 268 C-220 240 -140 300 -60 270 C20 240 100 300 180 270 C240 248 280 260 320 270", 42)}
        ${loop("M-34 120 L-34 40 C-34 -20 -62 -70 -20 -96 C0 -108 20 -108 34 -96 C62 -70 34 -20 34 40 L34 120", 40)}
        <path d="${sac}" fill="none" stroke="#5FA49F" stroke-width="6" stroke-linejoin="round"/>
      </g>
      <circle r="${R}" fill="none" stroke="${C.teal}" stroke-width="6"/>
      <circle r="${R + 12}" fill="none" stroke="${C.white}" stroke-width="8" opacity="0.9"/>
    </g>`;
  return svg(1600, 900, body, defs);
}

const LIVER_LIGHT = lin(
  "livL",
  [
    [0, "#3A93A0"],
    [1, "#1D6E7C"],
  ],
  0,
  0,
  0.6,
  1,
);

function lapCholecystectomy() {
  const bd = heroBackdrop({
    dark: true,
    cx: 760,
    cy: 420,
    rings: [380, 440],
    dotsAt: [
      [1370, 90],
      [90, 640],
    ],
  });
  const defs =
    bd.defs +
    LIVER_LIGHT +
    lin("gb", [
      [0, "#E3A270"],
      [1, "#B8693A"],
    ]);
  const s = 1.45;
  const top = 64;
  const T = (x, y) => [n(800 + x * s), n(top + y * s)];
  const gb = [-70, 220];
  // Three working ports (epigastric, right subcostal, right flank): [port, instrument tip, length outside].
  const ports = [
    [[0, 112], [-46, 242], 64],
    [[-98, 196], [-78, 266], 110],
    [[-142, 300], [-94, 318], 120],
  ];
  const tool = ([px, py], [qx, qy], L) => {
    const [Px, Py] = T(px, py);
    const [Qx, Qy] = T(qx, qy);
    const dx = Px - Qx;
    const dy = Py - Qy;
    const d = Math.hypot(dx, dy);
    const Hx = n(Px + (dx / d) * L);
    const Hy = n(Py + (dy / d) * L);
    const a = n((Math.atan2(dy, dx) * 180) / Math.PI);
    const back = n((Math.atan2(-dy, -dx) * 180) / Math.PI);
    return `
      <line x1="${Qx}" y1="${Qy}" x2="${Px}" y2="${Py}" stroke="#D5E3E5" stroke-width="6" stroke-linecap="round" opacity="0.9"/>
      <g transform="translate(${Qx} ${Qy}) rotate(${back})">
        <path d="M0 0 L16 -7 M0 0 L16 7" stroke="#D5E3E5" stroke-width="5" stroke-linecap="round"/>
      </g>
      <line x1="${Px}" y1="${Py}" x2="${Hx}" y2="${Hy}" stroke="#D5E3E5" stroke-width="10" stroke-linecap="round"/>
      <g transform="translate(${Hx} ${Hy}) rotate(${a})">
        <rect x="-4" y="-14" width="60" height="28" rx="10" fill="${C.copper}"/>
        <circle cx="78" cy="-20" r="15" fill="none" stroke="${C.copper}" stroke-width="7"/>
        <circle cx="78" cy="20" r="15" fill="none" stroke="${C.copper}" stroke-width="7"/>
      </g>`;
  };
  const [ux, uy] = T(0, 330);
  const [cx2, cy2] = T(-30, 296);
  const sa = n((Math.atan2(uy - cy2, ux - cx2) * 180) / Math.PI);
  const [sx, sy] = [n(ux + 150 * Math.cos((sa * Math.PI) / 180)), n(uy + 150 * Math.sin((sa * Math.PI) / 180))];
  const [lx, ly] = T(-182, 96);
  const [gx, gy] = T(...gb);
  const port = ([x, y], r) => {
    const [X, Y] = T(x, y);
    return `<circle cx="${X}" cy="${Y}" r="${r + 13}" fill="${C.mint}" opacity="0.18"/><circle cx="${X}" cy="${Y}" r="${r}" fill="${C.dark}" stroke="${C.white}" stroke-width="5"/>`;
  };
  const body = `
    ${bd.body}
    ${torso("lc", 800, top, s, { fill: C.mint, fillOp: 0.12, stroke: C.mint, strokeOp: 0.8, detailOp: 0.45, sw: 3.2, fadeTop: 0.1, fadeBottom: 0.7 })}
    <g transform="translate(${lx} ${ly}) scale(${n(0.52 * s * 1000) / 1000})">${liverArt({ fill: "url(#livL)", edge: C.mint, edgeW: 3, veinOp: 0.3 })}</g>
    <g transform="translate(${gx} ${gy}) scale(${n(0.44 * s * 100) / 100})">
      <path d="${GALLBLADDER}" fill="url(#gb)" stroke="#F2C39A" stroke-width="4"/>
      <path d="M-50 70 C-62 120 -58 170 -36 206" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity="0.45"/>
    </g>
    ${ports.map(([p, q, L]) => tool(p, q, L)).join("")}
    <line x1="${cx2}" y1="${cy2}" x2="${ux}" y2="${uy}" stroke="#D5E3E5" stroke-width="7" stroke-linecap="round" opacity="0.9"/>
    <line x1="${ux}" y1="${uy}" x2="${sx}" y2="${sy}" stroke="#D5E3E5" stroke-width="14" stroke-linecap="round"/>
    <g transform="translate(${sx} ${sy}) rotate(${sa})">
      <rect x="-6" y="-22" width="80" height="44" rx="13" fill="${C.white}"/>
      <rect x="14" y="-22" width="10" height="44" fill="${C.copper}"/>
    </g>
    ${port([0, 330], 17)}
    ${ports.map(([p], i) => port(p, i === 0 ? 15 : 11)).join("")}`;
  return svg(1600, 900, body, defs);
}

/** A bowel loop: a mint tube with a paler lumen. */
const tube = (d, w, outer = "#7FB8B4", inner = "#D6ECE9") =>
  `<path d="${d}" fill="none" stroke="${outer}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="none" stroke="${inner}" stroke-width="${n(w * 0.6)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A join (anastomosis): a copper dot ringed in white. */
const join = (x, y, r = 12) =>
  `<circle cx="${x}" cy="${y}" r="${r + 12}" fill="${C.copper}" opacity="0.25"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.copper}" stroke="${C.white}" stroke-width="4"/>`;

function whipple() {
  const bd = heroBackdrop({
    dark: true,
    cx: 760,
    cy: 440,
    rings: [370, 430],
    dotsAt: [
      [1370, 110],
      [90, 640],
    ],
  });
  const defs =
    bd.defs +
    LIVER_LIGHT +
    PAN_GRAD +
    lin(
      "stom",
      [
        [0, "#D3ECE8"],
        [1, C.mint],
      ],
      0,
      0,
      1,
      1,
    ) +
    `<clipPath id="remnant"><rect x="150" y="-100" width="400" height="320"/></clipPath>`;
  // The jejunal loop: closed end against the cut pancreas, up to the bile duct, across under the
  // stomach, then round the tail of the pancreas and on down.
  const dy = 34;
  const Y = (y) => y + dy;
  const pj = [634, Y(600)];
  const hj = [562, Y(366)];
  const gj = [812, Y(378)];
  const limb =
    `M612 ${Y(604)} C540 ${Y(606)} 472 ${Y(560)} 472 ${Y(490)} C472 ${Y(420)} 512 ${Y(388)} 562 ${Y(388)} ` +
    `C650 ${Y(388)} 720 ${Y(396)} 806 ${Y(398)} C900 ${Y(400)} 1010 ${Y(396)} 1080 ${Y(424)} ` +
    `C1150 ${Y(452)} 1164 ${Y(530)} 1146 ${Y(610)} C1130 ${Y(680)} 1100 ${Y(740)} 1070 ${Y(820)}`;
  const stomach =
    `M926 ${Y(96)} L930 ${Y(160)} C890 ${Y(186)} 850 ${Y(230)} 836 ${Y(290)} C828 ${Y(324)} 806 ${Y(348)} 786 ${Y(380)} ` +
    `L842 ${Y(382)} C920 ${Y(376)} 1010 ${Y(346)} 1062 ${Y(290)} C1110 ${Y(240)} 1112 ${Y(170)} 1064 ${Y(134)} ` +
    `C1026 ${Y(108)} 988 ${Y(118)} 972 ${Y(150)} L970 ${Y(96)} Z`;
  const duct = `M566 ${Y(290)} C566 ${Y(320)} 564 ${Y(340)} ${hj[0]} ${hj[1]}`;
  const body = `
    ${bd.body}
    <g transform="translate(324 ${Y(117)}) scale(0.72)">${liverArt({ fill: "url(#livL)", edge: C.mint, edgeW: 3.5, veinOp: 0.3 })}</g>
    <path d="${duct}" fill="none" stroke="#E3A877" stroke-width="18" stroke-linecap="round"/>
    <path d="${duct}" fill="none" stroke="#F6DCC4" stroke-width="7" stroke-linecap="round"/>
    <path d="${stomach}" fill="url(#stom)" stroke="${C.teal}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M1000 ${Y(150)} C1050 ${Y(160)} 1074 ${Y(206)} 1064 ${Y(256)}" fill="none" stroke="${C.white}" stroke-width="9" stroke-linecap="round" opacity="0.7"/>
    <g transform="translate(467.5 ${Y(539)}) scale(1.15)">
      <g clip-path="url(#remnant)">${pancreasArt("wpc", 41, { sw: 4 })}</g>
      <path d="M150 22 C144 40 144 66 150 84" fill="none" stroke="#A85A28" stroke-width="4" stroke-linecap="round"/>
    </g>
    ${tube(limb, 44)}
    ${join(...pj)}
    ${join(...hj)}
    ${join(...gj)}`;
  return svg(1600, 900, body, defs);
}

function liverResection() {
  const bd = heroBackdrop({ from: "#F7F2EB", to: "#DCEDEB", cx: 800, cy: 440, rings: [400, 460] });
  const s = 1.36;
  const lx = 340;
  const ly = 230;
  // The line of the resection in LIVER coordinates: the left lateral section, to the right of it, is removed.
  const cut = "M452 -30 C440 60 424 140 384 228 L360 300";
  const keep = `M-40 -40 L452 -40 L452 -30 C440 60 424 140 384 228 L360 300 L360 380 L-40 380 Z`;
  const off = [58, -30];
  const defs =
    bd.defs +
    LIVER_GRAD +
    `<clipPath id="keep"><path d="${keep}"/></clipPath>` +
    `<clipPath id="away"><path d="M452 -40 L700 -40 L700 380 L360 380 L360 300 L384 228 C424 140 440 60 452 -30 Z"/></clipPath>` +
    `<clipPath id="whole"><path d="${LIVER}"/></clipPath>` +
    blur("sh", 22);
  const wave = (dx, op) =>
    `<path d="${cut}" transform="translate(${dx} 0)" fill="none" stroke="${C.copper}" stroke-width="4" stroke-linecap="round" opacity="${op}"/>`;
  const body = `
    ${bd.body}
    <ellipse cx="790" cy="${n(ly + 320 * s + 10)}" rx="380" ry="22" fill="${C.teal}" opacity="0.12" filter="url(#sh)"/>
    <g transform="translate(${lx} ${ly}) scale(${s})">
      <g clip-path="url(#whole)">
        <path d="${LIVER}" fill="${C.mint}" opacity="0.3"/>
        ${wave(10, 0.9)}${wave(24, 0.6)}${wave(38, 0.32)}
      </g>
      <g clip-path="url(#keep)">${liverArt()}</g>
      <g transform="translate(${off[0]} ${off[1]})">
        <g clip-path="url(#whole)">
          <g clip-path="url(#away)">
            <path d="${LIVER}" fill="${C.mint}"/>
            <path d="M470 40 C520 40 560 55 590 80" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity="0.5"/>
            <path d="${LIVER}" fill="none" stroke="${C.teal}" stroke-width="5" stroke-dasharray="8 8" stroke-linecap="round"/>
          </g>
          <path d="${cut}" fill="none" stroke="${C.teal}" stroke-width="2.5" stroke-dasharray="8 8" stroke-linecap="round"/>
        </g>
      </g>
      <path d="M450 4 C440 60 424 140 388 220" fill="none" stroke="${C.copper}" stroke-width="4" stroke-dasharray="10 9" stroke-linecap="round"/>
    </g>`;
  return svg(1600, 900, body, defs);
}

function lapHerniaRepair() {
  const bd = heroBackdrop({
    dark: true,
    cx: 840,
    cy: 430,
    rings: [330, 400],
    dotsAt: [
      [1370, 640],
      [90, 90],
    ],
  });
  const R = 270;
  const cx = 850;
  const cy = 430;
  const defs =
    bd.defs +
    rad("wall", [
      [0, "#FBEBDC"],
      [0.65, "#F0CDAE"],
      [1, "#D9A27A"],
    ]) +
    rad("defect", [
      [0, "#B9794F"],
      [0.7, "#D79E74"],
      [1, "#E9BC97", 0],
    ]) +
    `<clipPath id="view"><circle cx="0" cy="0" r="${R}"/></clipPath>` +
    `<clipPath id="mesh"><rect x="-170" y="-112" width="340" height="224" rx="26"/></clipPath>` +
    blur("sh", 18);
  let grid = "";
  for (let x = -170; x <= 170; x += 20) grid += `M${x} -120 V120 `;
  for (let y = -112; y <= 112; y += 20) grid += `M-180 ${y} H180 `;
  const tacks = [
    [-146, -88],
    [0, -90],
    [146, -88],
    [-146, 88],
    [146, 88],
  ];
  // Laparoscope: enters from lower left, its tip at the edge of the view.
  const tip = [cx - 236, cy + 132];
  const end = [cx - 480, cy + 262];
  const a = n((Math.atan2(end[1] - tip[1], end[0] - tip[0]) * 180) / Math.PI);
  const body = `
    ${bd.body}
    <g transform="translate(${cx} ${cy})">
      <circle r="${R + 14}" fill="${C.mint}" opacity="0.25"/>
      <g clip-path="url(#view)">
        <circle r="${R}" fill="url(#wall)"/>
        <path d="M-300 150 C-160 100 60 100 300 150" fill="none" stroke="#FFF4E8" stroke-width="22" opacity="0.7" stroke-linecap="round"/>
        <g fill="none" stroke="#B8693A" stroke-linecap="round" opacity="0.6">
          <path d="M70 -300 C60 -160 70 -40 40 120" stroke-width="7"/>
          <path d="M92 -300 C84 -160 92 -40 62 120" stroke-width="4"/>
        </g>
        <ellipse cx="-48" cy="10" rx="76" ry="62" fill="url(#defect)"/>
        <ellipse cx="-48" cy="10" rx="62" ry="50" fill="none" stroke="#9E5A2C" stroke-width="3" stroke-dasharray="3 8" stroke-linecap="round" opacity="0.8"/>
        <g transform="rotate(-8)">
          <g clip-path="url(#mesh)">
            <rect x="-170" y="-112" width="340" height="224" fill="${C.white}" opacity="0.22"/>
            <path d="${grid}" stroke="${C.white}" stroke-width="2.5" opacity="0.85"/>
          </g>
          <rect x="-170" y="-112" width="340" height="224" rx="26" fill="none" stroke="${C.white}" stroke-width="6"/>
          ${tacks.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${C.copper}" stroke="${C.white}" stroke-width="3"/>`).join("")}
        </g>
        <circle r="${R}" fill="none" stroke="#000" stroke-opacity="0.28" stroke-width="34"/>
      </g>
      <circle r="${R}" fill="none" stroke="${C.mint}" stroke-width="5" opacity="0.8"/>
    </g>
    <line x1="${tip[0]}" y1="${tip[1]}" x2="${end[0]}" y2="${end[1]}" stroke="#D5E3E5" stroke-width="16" stroke-linecap="round"/>
    <g transform="translate(${end[0]} ${end[1]}) rotate(${a})">
      <rect x="-6" y="-26" width="92" height="52" rx="15" fill="${C.white}"/>
      <rect x="16" y="-26" width="11" height="52" fill="${C.copper}"/>
    </g>
    <circle cx="${tip[0]}" cy="${tip[1]}" r="10" fill="${C.white}"/>`;
  return svg(1600, 900, body, defs);
}

/* ------------------------------------------------------------------ */
/* Ports diagram (1200x675)                                            */
/* ------------------------------------------------------------------ */

function portsDiagram() {
  const W = 1200;
  const H = 675;
  const defs = lin("torso", [
    [0, C.light],
    [1, "#D5EAEC"],
  ]);
  const fig = (x, inner) => `
    ${torso("pd" + x, x, 80, 0.8, { fill: C.light, fillOp: 1, stroke: C.teal, strokeOp: 0.9, detailOp: 0.45, sw: 6, fadeTop: 0.12, fadeBottom: 0.85 })}
    <g transform="translate(${x} 80) scale(0.8)">${inner}</g>`;
  const port = (x, y, r) =>
    `<circle cx="${x}" cy="${y}" r="${r + 10}" fill="${C.copper}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" stroke="${C.copper}" stroke-width="6"/>`;
  const left = fig(330, port(0, 330, 16) + port(-112, 235, 12) + port(112, 235, 12) + port(118, 450, 11));
  let stitches = "";
  for (let y = 168; y <= 540; y += 31)
    if (y < 296 || y > 364)
      stitches += `<line x1="-14" y1="${y}" x2="14" y2="${y}" stroke="${C.copper}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  const right = fig(
    870,
    `<path d="M0 140 L0 300 C0 314 -20 318 -20 330 C-20 342 0 346 0 360 L0 560" fill="none" stroke="${C.copper}" stroke-width="9" stroke-linecap="round"/>` +
      stitches,
  );
  const body = `
    <rect width="${W}" height="${H}" fill="${C.white}"/>
    <rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="28" fill="#F7FBFB" stroke="${C.mint}" stroke-width="2"/>
    <line x1="600" y1="90" x2="600" y2="${H - 90}" stroke="${C.mint}" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>
    ${left}
    ${right}`;
  return svg(W, H, body, defs);
}

/* ------------------------------------------------------------------ */
/* Default share image (1200x630)                                      */
/* ------------------------------------------------------------------ */

/** The brand emblem: liver silhouette with a knocked-out cross. Centred on (cx, cy), width w. */
function emblem(cx, cy, w, fill, cut) {
  const sx = w / 630;
  const sy = sx * 1.28;
  const x = cx - 315 * sx + 0.02 * w;
  const y = cy - 158 * sy;
  const px = x + 190 * sx;
  const py = y + 160 * sy;
  return `
    <g transform="translate(${n(x)} ${n(y)}) scale(${n(sx * 1000) / 1000} ${n(sy * 1000) / 1000})"><path d="${LIVER}" fill="${fill}"/></g>
    ${plus(n(px), n(py), n(150 * sx), n(48 * sx), `fill="${cut}"`)}`;
}

function shareDefault() {
  const W = 1200;
  const H = 630;
  const defs =
    lin(
      "bg",
      [
        [0, "#0E6372"],
        [1, C.dark],
      ],
      0,
      0,
      1,
      1,
    ) +
    rad("glow", [
      [0, C.mint, 0.32],
      [1, C.mint, 0],
    ]);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="840" cy="315" r="340" fill="url(#glow)"/>
    <circle cx="840" cy="315" r="220" fill="${C.white}" opacity="0.06"/>
    <circle cx="840" cy="315" r="220" fill="none" stroke="${C.mint}" stroke-opacity="0.4" stroke-width="2"/>
    <circle cx="840" cy="315" r="280" fill="none" stroke="${C.mint}" stroke-opacity="0.16" stroke-width="2" stroke-dasharray="3 12"/>
    <path d="M620 315 A220 220 0 0 1 840 95" fill="none" stroke="${C.copper}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="840" cy="95" r="8" fill="${C.copper}"/>
    ${emblem(840, 318, 300, C.white, "#0D5E6C")}
    ${dots(96, 96, 5, 4, 26, 3.5, C.mint, 0.35)}
    <circle cx="60" cy="640" r="260" fill="none" stroke="${C.mint}" stroke-opacity="0.12" stroke-width="2"/>
    <circle cx="60" cy="640" r="200" fill="${C.mint}" opacity="0.04"/>`;
  return svg(W, H, body, defs);
}

/* ------------------------------------------------------------------ */
/* App icon (512x512 PNG)                                             */
/* ------------------------------------------------------------------ */

function icon() {
  const W = 512;
  const defs = lin("bg", [
    [0, "#0E6372"],
    [1, C.teal],
  ]);
  const body = `
    <rect width="${W}" height="${W}" fill="url(#bg)"/>
    ${emblem(256, 262, 400, C.white, C.teal)}`;
  return svg(W, W, body, defs);
}

/* ------------------------------------------------------------------ */
/* Render                                                              */
/* ------------------------------------------------------------------ */

const JOBS = [
  ["content/images/portrait.jpg", 960, 1200, portrait],
  ["content/images/services/surgical-gastroenterology.jpg", 1200, 800, serviceGI],
  ["content/images/services/hpb-surgery.jpg", 1200, 800, serviceHPB],
  ["content/images/services/laparoscopic-surgery.jpg", 1200, 800, servicesLap],
  ["content/images/services/gi-cancer.jpg", 1200, 800, servicesCancer],
  ...AVATARS.map((a, i) => [`content/images/testimonials/patient-${i + 1}.jpg`, 320, 320, () => avatar(a)]),
  ["content/blog/1/hero.jpg", 1600, 900, blog1],
  ["content/blog/2/hero.jpg", 1600, 900, blog2],
  ["content/blog/3/hero.jpg", 1600, 900, blog3],
  ["content/blog/1/ports-diagram.jpg", 1200, 675, portsDiagram],
  ["content/conditions/gallstones/picture.jpg", 1600, 900, gallstones],
  ["content/conditions/bile-duct-stones-and-jaundice/picture.jpg", 1600, 900, bileDuctStones],
  ["content/conditions/acute-pancreatitis/picture.jpg", 1600, 900, acutePancreatitis],
  ["content/conditions/liver-tumours/picture.jpg", 1600, 900, liverTumours],
  ["content/conditions/pancreatic-cancer/picture.jpg", 1600, 900, pancreaticCancer],
  ["content/conditions/hernia/picture.jpg", 1600, 900, hernia],
  ["content/treatments/laparoscopic-cholecystectomy/picture.jpg", 1600, 900, lapCholecystectomy],
  ["content/treatments/whipple-operation/picture.jpg", 1600, 900, whipple],
  ["content/treatments/liver-resection/picture.jpg", 1600, 900, liverResection],
  ["content/treatments/laparoscopic-hernia-repair/picture.jpg", 1600, 900, lapHerniaRepair],
  ["content/images/share-default.jpg", 1200, 630, shareDefault],
  ["content/images/icon.png", 512, 512, icon],
];

/** The picture's bytes, as the script draws them. */
async function render(rel, w, h, make) {
  let img = sharp(Buffer.from(make()), { density: 72 }).resize(w, h);
  if (rel.endsWith(".png")) {
    img = img.png({ compressionLevel: 9 });
  } else {
    img = img.flatten({ background: "#ffffff" }).jpeg({ quality: 82, progressive: true, mozjpeg: true });
  }
  return img.toBuffer();
}

const jobs = JOBS.filter(([rel]) => !filter || rel.includes(filter));
if (jobs.length === 0) {
  console.error(`No picture's path contains "${filter}"; nothing drawn.`);
  process.exit(1);
}
const files = await readManifest(ROOT);
const skipped = [];
let written = 0;
let unchanged = 0;
for (const [rel, w, h, make] of jobs) {
  const bytes = await render(rel, w, h, make);
  const recorded = files[rel];
  const { write, why } = await placeSample(ROOT, rel, bytes, files);
  if (!write) {
    console.log(skipMessage(rel, recorded));
    skipped.push(rel);
    continue;
  }
  if (why === "same") unchanged++;
  else written++;
  // Saved after every picture, so an interrupted run still knows which files it wrote.
  if (files[rel] !== recorded) await writeManifest(ROOT, files);
  const note = why === "same" ? "  (unchanged)" : why === "missing" ? "  (new)" : "";
  console.log(`${rel}  ${w}x${h}  ${bytes.length} bytes${note}`);
}
console.log(
  `${written} written, ${unchanged} already as drawn, ${skipped.length} left as they were` +
    (skipped.length ? " (not this script's pictures, named above)." : "."),
);
