import { phoneNumberClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's client for the auth screens (sign in, sign up, sign out, phone OTP, password reset). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [phoneNumberClient()],
});
