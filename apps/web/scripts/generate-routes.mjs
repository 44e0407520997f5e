// Writes src/routeTree.gen.ts from src/routes, as the router's Vite plugin does in `vite build` and
// `vite dev`, for what runs without Vite: `npm run typecheck` on a fresh clone. The file is generated,
// not committed; both read their options from tsr.config.json.
import { Generator, getConfig } from "@tanstack/router-generator";

const root = new URL("../", import.meta.url).pathname;
await new Generator({ config: getConfig({}, root), root }).run();
