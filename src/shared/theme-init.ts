/**
 * The script in index.html's head (inlined by vite.config.ts, so no request stands before the
 * first paint; the Content-Security-Policy allows exactly this script by its hash,
 * server/http/security.ts, and no other inline script):
 *  - sets the page's theme before the first paint (default dark; the visitor's choice from
 *    localStorage, see client/lib/theme.tsx);
 *  - until React has taken over a prerendered page (App sets data-hydrated on <html>), stops a
 *    form from being sent the browser's way, which would put a typed password in the address,
 *    and keeps it (with the button pressed) on <html> as `heldSubmit`: the page that owns the
 *    form sends it once hydrated (client/lib/held-submit.ts; the login page), so a press before
 *    the script arrived is not lost.
 */
export const THEME_INIT_SCRIPT =
  '(()=>{let t="dark";try{if(localStorage.getItem("theme")==="light")t="light"}catch{}' +
  'const r=document.documentElement;r.classList.toggle("dark",t==="dark");r.style.colorScheme=t;' +
  'document.addEventListener("submit",(e)=>{if(!("hydrated"in r.dataset)){e.preventDefault();r.heldSubmit=[e.target,e.submitter]}},true)})();';
