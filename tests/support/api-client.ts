import { testOrigin } from './test-server.ts';

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers };

/** A fetch client with a cookie jar, speaking to the app as a browser on the app's origin would. */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The same signed-in browser talking to another instance of the app. */
  at(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl);
    other.cookies = new Map(this.cookies);
    return other;
  }

  /** Holds a cookie ("name=value") as if the server had set it. */
  useCookie(pair: string) {
    const [name, ...rest] = pair.split('=');
    this.cookies.set(name!, rest.join('='));
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { origin: testOrigin, ...init.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let payload: string | FormData | undefined = init.rawBody;
    if (body instanceof FormData) {
      // fetch writes the multipart content type, with its boundary, itself.
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }

  patch<T = any>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }

  async signUp(input: { email: string; password?: string; name?: string }) {
    const response = await this.post('/api/auth/sign-up/email', {
      email: input.email,
      password: input.password ?? 'Passw0rd!23',
      name: input.name ?? 'Test User',
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.user as { id: string; email: string; name: string };
  }

  /** A multipart/form-data POST (file uploads), with the browser's cookies and origin. */
  upload<T = any>(path: string, form: FormData) {
    return this.request<T>('POST', path, form);
  }

  async signIn(email: string, password = 'Passw0rd!23') {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on users. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.in`;
}

/** Signs a new client up and returns the signed-in client and the user. */
export async function signedUpClient(baseUrl: string, overrides: { email?: string; name?: string } = {}) {
  const client = new ApiClient(baseUrl);
  const user = await client.signUp({ email: overrides.email ?? uniqueEmail(), name: overrides.name ?? 'Priya Sharma' });
  return { client, user };
}
