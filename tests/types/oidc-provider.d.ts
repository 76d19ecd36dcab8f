// The few parts of oidc-provider (which ships no types) that tests/helpers/oidc-provider.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Ctx = {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  };
  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };

  export class Grant {
    constructor(init: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export type Configuration = {
    clients: { client_id: string; client_secret: string; redirect_uris: string[] }[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    ttl?: Record<string, number>;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url(ctx: Ctx, interaction: { uid: string }): string };
    findAccount(ctx: Ctx, id: string): Promise<Account | undefined>;
    loadExistingGrant?(ctx: Ctx): Promise<Grant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
    ): Promise<void>;
  }
}
