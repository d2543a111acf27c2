import type { TestRuntime } from '../support/runtime';
import { PASSWORD, activeAccount, caughtUp, sessionCookie, signIn } from './identity-helpers';

/** Test support for the account scenarios (not a spec file): an active, signed-in account. */
export async function signedInAccount(rt: TestRuntime, email: string): Promise<{ id: string; cookie: string }> {
  const id = await activeAccount(rt, email);
  const res = await signIn(rt, email, PASSWORD);
  await caughtUp(rt);
  return { id, cookie: sessionCookie(res) };
}

export const send = (rt: TestRuntime, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie?: string) =>
  rt.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
