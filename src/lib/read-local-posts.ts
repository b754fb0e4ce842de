import DOMPurify from "dompurify";
import type { Lang } from "../i18n/languages";
import { articleSanitiser } from "./article-html";
import { parseLocalPosts } from "./local-posts";
import type { Post } from "./posts";

/**
 * The valid, sanitised posts in what local storage holds, dated for a page in `lang`. A chunk of its own with DOMPurify, fetched
 * only when something is stored (src/hooks/use-local-posts.ts), so most visitors never download it.
 */
export function readLocalPosts(raw: string, lang: Lang): Post[] {
  return parseLocalPosts(raw, articleSanitiser(DOMPurify), console.warn, lang);
}
