import type { ApiApp } from './app.ts';

/** The API's routes with their inputs and answers: the web app's types come from here (type-only). */
export type AppType = ApiApp;
