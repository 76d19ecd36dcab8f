// Social posts an embed can come from (decision 0075).

import { host, oembedAt, PLAYER, segments, type EmbedProvider } from "./common.ts";

export const POST_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: "x",
    name: "X",
    kind: "post",
    frame(url) {
      const h = host(url);
      if (h !== "x.com" && h !== "twitter.com" && h !== "mobile.twitter.com") return null;
      const parts = segments(url);
      const id = parts[1] === "status" ? parts[2] : undefined;
      return id && /^\d{5,25}$/.test(id)
        ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`
        : null;
    },
    oembed: (url) =>
      `https://publish.twitter.com/oembed?omit_script=true&dnt=true&url=${encodeURIComponent(url.href)}`,
    sandbox: PLAYER,
    allow: "",
    height: 600,
  },
  {
    id: "instagram",
    name: "Instagram",
    kind: "post",
    frame(url) {
      if (host(url) !== "instagram.com") return null;
      const parts = segments(url);
      const at = parts.findIndex((part) => part === "p" || part === "reel" || part === "tv");
      const code = at >= 0 ? parts[at + 1] : undefined;
      return code && /^[A-Za-z0-9_-]{5,40}$/.test(code)
        ? `https://www.instagram.com/${parts[at]}/${code}/embed/`
        : null;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "",
    height: 640,
  },
  {
    id: "bluesky",
    name: "Bluesky",
    kind: "post",
    frame(url) {
      if (host(url) !== "bsky.app") return null;
      const [profile, actor, post, rkey] = segments(url);
      return profile === "profile" && actor && post === "post" && rkey && /^[a-z0-9]{8,20}$/.test(rkey)
        ? `https://embed.bsky.app/embed/${encodeURIComponent(actor).replace(/%3A/g, ":")}/app.bsky.feed.post/${rkey}`
        : null;
    },
    oembed: oembedAt("https://embed.bsky.app/oembed"),
    sandbox: PLAYER,
    allow: "",
    height: 520,
  },
  {
    id: "mastodon",
    name: "Mastodon",
    kind: "post",
    // Any server: a post's address is https://<server>/@<account>/<number> (/embed loads it alone).
    frame(url) {
      if (url.protocol !== "https:") return null;
      const [account, id, extra] = segments(url);
      return account &&
        /^@[A-Za-z0-9_.]+(@[a-z0-9.-]+)?$/.test(account) &&
        id &&
        /^\d{6,25}$/.test(id) &&
        !extra
        ? `${url.origin}/${account}/${id}/embed`
        : null;
    },
    oembed: (url) => `${url.origin}/api/oembed?url=${encodeURIComponent(url.href)}`,
    sandbox: PLAYER,
    allow: "",
    height: 520,
  },
];
