export interface TestDnsServer {
  address: string;
  setTxt(name: string, value: string): void;
  clear(): void;
  close(): void;
}
export function startDnsServer(options: { port: number }): Promise<TestDnsServer>;
