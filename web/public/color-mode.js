// Runs before the first paint (a classic script in <head>: Hosting's Content-Security-Policy allows no inline
// script): puts the class of the colour mode on <html>, the one the visitor chose (web/src/lib/color-mode.ts,
// same key) or else the system's, so no page ever paints in the wrong mode first.
(() => {
  var mode = null;
  try {
    mode = localStorage.getItem('color-mode');
  } catch {
    // Storage refused: follow the system.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.classList.add(mode);
})();
