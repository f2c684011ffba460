// Runs before the page's markup (a classic script in <head>: Hosting's Content-Security-Policy allows no
// inline script). A prerendered form submitted before the app's code has even arrived, by its button or by
// Enter in a field, would go to the page's own address with the password in it. From the first byte it is
// held here instead; web/src/lib/held-submits.ts is the app's side of this hold, and the hydrated form
// submits what was held again.
(() => {
  var hold = { form: null, onHeld: null, release: null };
  function holdSubmit(event) {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    hold.form = event.target;
    if (hold.onHeld) hold.onHeld();
  }
  hold.release = () => {
    document.removeEventListener('submit', holdSubmit, true);
  };
  document.addEventListener('submit', holdSubmit, true);
  window.heldSubmits = hold;
})();
