/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API server; empty means the page's own origin (production serves both together). */
  readonly VITE_SERVER_URL?: string;
}
