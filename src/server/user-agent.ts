/** How the app names itself to every service it calls (app.ts, and the operator commands that call out). */
export const APP_USER_AGENT = "SarkiFali/0.1 (+https://github.com/sarki-fali)";
