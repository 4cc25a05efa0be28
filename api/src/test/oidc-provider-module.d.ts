// oidc-provider ships no types; the tests use this much of it (see test/oidc-provider.ts).
declare module "oidc-provider" {
  import type { Server } from "node:http";

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    listen(port: number, host: string, callback?: () => void): Server;
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
  }
}
