// oidc-provider ships no types; this declares the little of it test/support/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    /** Koa's request handler, for a server of our own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
