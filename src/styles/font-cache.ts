import { HEADING_FONT, WEB_FONTS_STORAGE_KEY } from "./fonts";

interface FontLoadingEnvironment {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** Loads the font file (into the browser's cache) without using it on the page. */
  loadFont: () => Promise<unknown>;
  /** True when the reader has asked their browser to save data. */
  saveData: boolean;
}

function read(storage: Pick<Storage, "getItem">): string | null {
  try {
    return storage.getItem(WEB_FONTS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Fetches the heading font for the next page load and notes that it is cached (see
 * src/styles/fonts.ts). Does nothing when the note is already there, when storage cannot be used
 * (the note could not be kept) or when the reader saves data. Resolves to whether it noted the font.
 */
export async function cacheWebFonts({ storage, loadFont, saveData }: FontLoadingEnvironment): Promise<boolean> {
  if (!storage || saveData || read(storage) === "1") return false;
  try {
    await loadFont();
    storage.setItem(WEB_FONTS_STORAGE_KEY, "1");
    return true;
  } catch {
    // Offline, blocked or storage full: the installed serif stays, and the next load tries again.
    return false;
  }
}

/** In the browser: once the page has loaded and the main thread is idle, cache the heading font. */
export function cacheWebFontsWhenIdle(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => {
      let storage: Storage | null = null;
      try {
        storage = window.localStorage;
      } catch {
        // Storage disabled: nothing to note the font in.
      }
      const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
      void cacheWebFonts({
        storage,
        saveData: connection?.saveData === true,
        loadFont: () =>
          new FontFace(HEADING_FONT.family, `url(${HEADING_FONT.url}) format("woff2")`, {
            weight: HEADING_FONT.weight,
            display: "optional",
          }).load(),
      });
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
