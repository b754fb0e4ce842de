import { useEffect, useState } from "react";
import { LOCAL_POSTS_KEY } from "../constants";
import { useLanguage } from "../i18n/context";
import type { Post } from "../lib/posts";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_POSTS_KEY);
  } catch {
    // Storage can be switched off or full; the listing then shows the built-in posts only.
    return null;
  }
}

/**
 * Valid, sanitised posts from local storage, read once after hydration ([] before). The reader and
 * its sanitiser (DOMPurify) are fetched only when something is stored.
 */
export function useLocalPosts(): { posts: Post[]; loaded: boolean } {
  const lang = useLanguage();
  const [state, setState] = useState<{ posts: Post[]; loaded: boolean }>({ posts: [], loaded: false });
  useEffect(() => {
    const raw = readStored();
    if (raw === null || raw.trim() === "") {
      setState({ posts: [], loaded: true });
      return;
    }
    let cancelled = false;
    import("../lib/read-local-posts")
      .then(({ readLocalPosts }) => {
        if (!cancelled) setState({ posts: readLocalPosts(raw, lang), loaded: true });
      })
      .catch((error: unknown) => {
        console.warn("Stored blog posts were not shown: the sanitiser could not be loaded.", error);
        if (!cancelled) setState({ posts: [], loaded: true });
      });
    return () => {
      cancelled = true;
    };
  }, [lang]);
  return state;
}
