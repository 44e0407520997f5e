export interface TestOidcIdp {
  issuer: string;
  accounts: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}
export function startOidcIdp(options: {
  port: number;
  clients: { clientId: string; clientSecret: string; redirectUris: string[] }[];
  accounts?: Map<string, Record<string, unknown>>;
}): Promise<TestOidcIdp>;
