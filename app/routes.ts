import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { SHARED_CATEGORY_PATHS } from "./lib/categories.ts";

export default [
  index("routes/home.tsx"),
  route("article/:slug", "routes/article.tsx"),
  route("politics", "routes/politics.tsx"),
  route("business", "routes/business.tsx"),
  route("opinion", "routes/opinion.tsx"),
  route("creative", "routes/creative.tsx"),
  ...SHARED_CATEGORY_PATHS.map((segment) =>
    route(segment, "routes/category.tsx", { id: `routes/category-${segment}` }),
  ),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("careers", "routes/careers.tsx"),
  route("advertise", "routes/advertise.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/dashboard", "routes/admin.dashboard.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("api/auth", "routes/api.auth.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("api/comments", "routes/api.comments.ts"),
  route("api/likes", "routes/api.likes.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
