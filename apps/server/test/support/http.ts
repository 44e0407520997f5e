/** What a test reads from an HTTP answer. */
import { expect } from "vitest";

export interface ApiError {
  status: number;
  message?: string;
  code?: string;
}

export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json()) as { message?: string; code?: string };
  return { status: response.status, message: body.message, code: body.code };
}

/** Fails with the server's answer in the message, which a bare status assertion would hide. */
export async function ok<T = Record<string, unknown>>(response: Response): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}
