/**
 * The second inline script, on the pages the server sends with their content already in them (the
 * prerendered pages and /result/{id}; server/paint-first.ts). Those pages paint from their HTML
 * and an inline critical stylesheet alone; this script fetches the rest only once the first paint
 * is on screen, so on a slow phone no script or full stylesheet competes with it:
 *  - waits for the first contentful paint (a PerformanceObserver, which also reports a paint that
 *    came before it; a tab hidden before painting starts then, a browser without paint timing
 *    after the next frame; 3 s at the latest);
 *  - then adds the full stylesheet and modulepreloads for the entry and its imports at once, and
 *    imports the entry when the stylesheet is in (or after 5 s without it), so what the app
 *    renders later is styled.
 * Its attributes say what to load: data-entry (the entry module), data-preload and data-css
 * (space-separated URLs). The Content-Security-Policy allows exactly this text by its hash
 * (server/http/security.ts); no inline event handler is needed.
 */
export const PAINT_FIRST_BOOT_SCRIPT =
  '(()=>{const d=document,a=d.currentScript.dataset,list=(v)=>(v||"").split(" ").filter(Boolean);' +
  "let started=false;const start=()=>{if(started)return;started=true;" +
  'const add=(rel,href)=>{const l=d.createElement("link");l.rel=rel;l.href=href;l.crossOrigin="";d.head.append(l);return l};' +
  'const css=list(a.css).map((href)=>new Promise((done)=>{const l=add("stylesheet",href);l.onload=l.onerror=done}));' +
  'for(const href of[a.entry,...list(a.preload)])add("modulepreload",href);' +
  "Promise.race([Promise.all(css),new Promise((done)=>setTimeout(done,5000))]).then(()=>import(a.entry))};" +
  'setTimeout(start,3000);if(d.visibilityState==="hidden")return start();' +
  'd.addEventListener("visibilitychange",start,{once:true});' +
  'const P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint")){' +
  'new P((entries,o)=>{if(entries.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true})' +
  "}else requestAnimationFrame(()=>setTimeout(start))})();";
