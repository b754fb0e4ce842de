/**
 * Printing (DECISIONS.md 22): library pages, articles and /your-visit/ print as leaflets on A4. The
 * rules are one static style sheet in every page's <head> (gatsby-ssr.tsx), not Emotion styles in
 * the pages' JavaScript: paper never needs a script, and a reading page's scripts stay within their
 * budget. Parts of a page take part through `data-print`:
 *
 * - `hide`: left off paper (controls, navigation within the page, pictures);
 * - `only`: shown only on paper (the page's address);
 * - `leaflet`: the page itself, full width without its screen margins;
 * - `prose`: reading text, with tighter leading and no heading alone at a sheet's foot;
 * - `boxes`: a checklist, each item with an empty box to tick with a pen.
 *
 * The site's own chrome (header, footer, call bar, dialog, skip link) and every navigation within a
 * page (breadcrumbs, contents, previous and next) are left off by their elements.
 * Print rules win over the screen's with `!important`, whatever order the style sheets come in.
 */
export const PRINT = { hide: "hide", only: "only", leaflet: "leaflet", prose: "prose", boxes: "boxes" } as const;

/** `{...printAs("hide")}` on an element. */
export const printAs = (role: keyof typeof PRINT) => ({ "data-print": PRINT[role] });

const is = (role: keyof typeof PRINT) => `[data-print="${PRINT[role]}"]`;

export const PRINT_CSS =
  `@page{size:A4;margin:14mm 15mm}` +
  `@media screen{${is("only")}{display:none}}` +
  `@media print{` +
  `html{font-size:10.5pt}` +
  `body{background:#fff!important;color:#000}` +
  `#top header[data-scrolled],#top footer:not(main footer),a[href="#main"],dialog,main nav,${is("hide")}{display:none!important}` +
  `main a{color:inherit!important}` +
  `${is("only")}{font-size:9pt}` +
  `${is("leaflet")},${is("leaflet")} .column{max-width:none!important;padding:0!important}` +
  `${is("leaflet")} h1{font-size:20pt!important}` +
  `${is("prose")}{font-size:10.5pt!important;line-height:1.5!important}` +
  `${is("prose")} > * + *,${is("prose")} section > * + *{margin-top:.7em!important}` +
  `${is("prose")} section,${is("prose")} h2{margin-top:1.3em!important}` +
  `${is("prose")} h2{font-size:14pt!important}` +
  `${is("prose")} h3{font-size:12pt!important}` +
  `h2,h3{break-after:avoid}` +
  `p,li{orphans:3;widows:3}` +
  `[role="note"]{break-inside:avoid}` +
  `${is("boxes")} svg{display:none}` +
  `${is("boxes")} li::before{content:"";flex:none;width:.85em;height:.85em;margin-top:.25em;border:1.5px solid #000;border-radius:2px}` +
  `}`;
