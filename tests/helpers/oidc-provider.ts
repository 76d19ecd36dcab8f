// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the school's sign-in tests (decision
// 0066). Its login page is ours: a form that names the account (no password), so a test or a browser
// signs in as any of `accounts`; a cancel button answers the client with access_denied.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type TestAccount = {
  email: string;
  email_verified: boolean;
  name?: string;
  hd?: string;
  /** The methods the login says it used (RFC 8176), in the ID token's `amr`. */
  amr?: string[];
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

const page = (uid: string) => `<!doctype html><html lang="en"><head><title>School sign-in</title></head>
<body><main><h1>School sign-in</h1>
<form method="post" action="/interaction/${uid}/login"><label for="login">Account</label>
<input id="login" name="login" autocomplete="username"><button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/** Starts the provider for a client whose redirect URI is `redirectUri`; `accounts` by login name. */
export async function startTestProvider(
  redirectUri: string | string[],
  accounts: Record<string, TestAccount>,
): Promise<TestProvider> {
  const clientId = "newsroom";
  const clientSecret = "test-client-secret-that-is-long-enough-0123456789";
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: Array.isArray(redirectUri) ? redirectUri : [redirectUri],
      },
    ],
    claims: { openid: ["sub", "amr"], email: ["email", "email_verified", "hd"], profile: ["name"] },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts[id];
      if (!account) return undefined;
      const { amr: _amr, ...claims } = account;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Consent is taken as given: the school's own app.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  const server: Server = createServer(async (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(req.url ?? "");
    if (!match) return callback(req, res);
    try {
      if (req.method === "GET") {
        res.setHeader("content-type", "text/html; charset=utf-8");
        return res.end(page(match[1]!));
      }
      const form = await formOf(req);
      const login = form.get("login") ?? "";
      if (match[2] === "abort" || !accounts[login]) {
        return await provider.interactionFinished(req, res, {
          error: "access_denied",
          error_description: "The sign-in was cancelled",
        });
      }
      return await provider.interactionFinished(req, res, {
        login: { accountId: login, amr: accounts[login]!.amr ?? ["pwd"] },
      });
    } catch (error) {
      res.statusCode = 400;
      res.end(String((error as Error).message));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookies for the provider, kept across requests of a test. */
export class CookieJar {
  #cookies = new Map<string, string>();
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || !value) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
  clear(): void {
    this.#cookies.clear();
  }
}

/**
 * Follows the provider's redirects from `url` as a browser would, signing in as `login` when its login
 * page comes (or cancelling with `login: null`), until it sends the browser back to the client: returns
 * that address, with its code and state.
 */
export async function throughProvider(
  url: string,
  jar: CookieJar,
  { login, redirectPrefix }: { login: string | null; redirectPrefix: string },
): Promise<{ returned: URL; askedToLogIn: boolean }> {
  let next = url;
  let method = "GET";
  let body: string | undefined;
  let askedToLogIn = false;
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(redirectPrefix)) return { returned: new URL(next), askedToLogIn };
    const response = await fetch(next, {
      method,
      body,
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    jar.take(response);
    const location = response.headers.get("location");
    if (location) {
      next = new URL(location, next).href;
      method = "GET";
      body = undefined;
      continue;
    }
    const path = new URL(next).pathname;
    if (response.status === 200 && path.startsWith("/interaction/")) {
      askedToLogIn = true;
      next = new URL(`${path}/${login === null ? "abort" : "login"}`, next).href;
      method = "POST";
      body = new URLSearchParams({ login: login ?? "" }).toString();
      continue;
    }
    throw new Error(`The provider answered ${response.status} at ${next}: ${await response.text()}`);
  }
  throw new Error("Too many redirects at the provider");
}
