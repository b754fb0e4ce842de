import { cacheWebFonts } from "../src/styles/font-cache";
import { WEB_FONTS_STORAGE_KEY, webFontsFlagScript, WEB_FONTS_ATTRIBUTE } from "../src/styles/fonts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe("cacheWebFonts", () => {
  it("loads the heading font once and notes it for the next page load", async () => {
    const storage = memoryStorage();
    const loadFont = jest.fn().mockResolvedValue(undefined);
    await expect(cacheWebFonts({ storage, loadFont, saveData: false })).resolves.toBe(true);
    expect(loadFont).toHaveBeenCalledTimes(1);
    expect(storage.values.get(WEB_FONTS_STORAGE_KEY)).toBe("1");

    await expect(cacheWebFonts({ storage, loadFont, saveData: false })).resolves.toBe(false);
    expect(loadFont).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing for a reader who saves data, or when there is no storage to note it in", async () => {
    const loadFont = jest.fn().mockResolvedValue(undefined);
    await expect(cacheWebFonts({ storage: memoryStorage(), loadFont, saveData: true })).resolves.toBe(false);
    await expect(cacheWebFonts({ storage: null, loadFont, saveData: false })).resolves.toBe(false);
    expect(loadFont).not.toHaveBeenCalled();
  });

  it("notes nothing when the font fails to load, so the next page load tries again", async () => {
    const storage = memoryStorage();
    const loadFont = jest.fn().mockRejectedValue(new Error("offline"));
    await expect(cacheWebFonts({ storage, loadFont, saveData: false })).resolves.toBe(false);
    expect(storage.values.has(WEB_FONTS_STORAGE_KEY)).toBe(false);
  });

  it("survives storage that throws", async () => {
    const storage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    await expect(cacheWebFonts({ storage, loadFont: async () => undefined, saveData: false })).resolves.toBe(false);
  });
});

describe("the <head> line that switches headings to the cached font", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
  });

  const run = () => new Function(webFontsFlagScript)();

  it("marks the page only when the font was noted as cached", () => {
    run();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, "1");
    run();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
  });

  it("does not throw when storage is unavailable", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(false);
    getItem.mockRestore();
  });
});
