export interface SamlRequestInfo {
  id: string;
  spMetadataUrl: string;
  relayState?: string;
  query: Record<string, string>;
}
export interface TestSamlIdp {
  origin: string;
  entityID: string;
  ssoUrl: string;
  metadata: string;
  cert: string;
  readRequest(url: string): Promise<SamlRequestInfo>;
  respond(options: {
    spMetadataUrl: string;
    requestId?: string;
    email: string;
    groups?: string[];
    overrides?: Record<string, string>;
    forged?: boolean;
  }): Promise<{ samlResponse: string; acs: string }>;
  close(): Promise<void>;
}
export function startSamlIdp(options: { port: number }): Promise<TestSamlIdp>;
