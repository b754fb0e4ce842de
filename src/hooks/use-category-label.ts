import { useCallback } from "react";
import type { BlogCategory } from "../constants";
import { useStrings } from "../i18n/context";

/**
 * A category's name in the page's language ("Cancer Care" -> "कैंसर का इलाज"). Categories stay
 * English in content, addresses and filters; a stored post's own category is shown as written.
 */
export function useCategoryLabel(): (category: string) => string {
  const { categories } = useStrings();
  return useCallback(
    (category: string) =>
      Object.prototype.hasOwnProperty.call(categories, category) ? categories[category as BlogCategory] : category,
    [categories],
  );
}
