import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts after each test only where test globals exist; Vitest runs without them here.
afterEach(cleanup);
