import { cleanup } from "@testing-library/preact";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only where test globals exist; Vitest runs without them here.
afterEach(cleanup);
