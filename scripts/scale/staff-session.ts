// One member of staff at the shop in the scale test: their address as the proxy forwards it, their session cookie,
// and the Origin every change carries. The staff bots (refunds, shipping) each sign in with one of these.
import type { Recorder } from './recorder.ts';

export class StaffSession {
  private cookie = '';
  private readonly http: Recorder;
  private readonly origin: string;
  private readonly clientAddress: string;

  constructor(http: Recorder, clientAddress: string) {
    this.http = http;
    this.clientAddress = clientAddress;
    this.origin = new URL(http.baseUrl).origin;
  }

  send(step: string, method: string, path: string, options: Parameters<Recorder['call']>[3] = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': this.clientAddress, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.origin;
    return this.http.call(step, method, path, { ...options, headers });
  }

  /** Signs in, recorded under `step`; throws when the shop refuses, since the bot can do nothing without it. */
  async signIn(step: string, email: string, password: string): Promise<void> {
    const answer = await this.send(step, 'POST', '/api/auth/signin', { json: { email, password } });
    const session = answer.setCookie.find((c) => c.startsWith('sid='));
    if (answer.status !== 200 || !session) throw new Error(`Staff sign-in of ${email} failed: ${answer.status}`);
    this.cookie = session.split(';')[0]!;
  }
}
