import DOMPurify from "dompurify";
import { useEffect, useState } from "react";
import { LOCAL_POSTS_KEY } from "../constants";
import { parseLocalPosts } from "../lib/local-posts";
import type { Post } from "../lib/posts";

function sanitise(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_POSTS_KEY);
  } catch {
    // Storage can be switched off or full; the listing then shows the built-in posts only.
    return null;
  }
}

/** Valid, sanitised posts from local storage, read once after hydration ([] before). */
export function useLocalPosts(): { posts: Post[]; loaded: boolean } {
  const [state, setState] = useState<{ posts: Post[]; loaded: boolean }>({ posts: [], loaded: false });
  useEffect(() => {
    setState({ posts: parseLocalPosts(readStored(), sanitise), loaded: true });
  }, []);
  return state;
}
