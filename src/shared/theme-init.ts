/**
 * The script that sets the page's theme before the first paint (default dark; the visitor's choice
 * from localStorage, see client/lib/theme.tsx), inlined into index.html's head by vite.config.ts so
 * no request stands before the first paint. The Content-Security-Policy allows exactly this script
 * by its hash (server/http/security.ts), and no other inline script.
 */
export const THEME_INIT_SCRIPT =
  '(()=>{let t="dark";try{if(localStorage.getItem("theme")==="light")t="light"}catch{}' +
  'const r=document.documentElement;r.classList.toggle("dark",t==="dark");r.style.colorScheme=t})();';
