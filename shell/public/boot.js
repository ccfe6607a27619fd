// The page's script (webpack/boot-script-plugin.cjs puts it in index.html in place of main.js). On a page
// that carries its screen's prerendered HTML (#root[data-prerendered], contracts' PRERENDERED_ATTRIBUTE), the
// app's scripts wait until the browser has shown it: the gateway puts their preload hints (main.js's too) in
// <template id="after-paint">, added here with main.js once the first contentful paint is reported (the frame is on
// screen), at the first click, or after 1 s. A button clicked before React has taken the HTML over had no
// handler yet, and a link's page load was cut short by the router starting meanwhile: the click is held and
// clicked again on contracts' ROOT_TAKEN_OVER_EVENT ('app-root'), which the shell dispatches on #root.
// Otherwise main.js starts at once. Plain ES5, minified by the build
// (webpack/site-files-plugin.cjs copies it).
/* global document, window */
(function boot() {
  var doc = document;
  var root = doc.getElementById('root');
  var src = doc.currentScript.src.replace('/boot.js', '/main.js');
  var Observer = window.PerformanceObserver;
  var started = false;
  var held = [];
  function start() {
    if (started) return;
    started = true;
    var later = doc.getElementById('after-paint');
    var main = doc.createElement('script');
    if (later) doc.head.appendChild(later.content);
    main.src = src;
    doc.head.appendChild(main);
  }
  // A button, or a link to a page of the app (a plain click: not one that opens another tab or window). No
  // other listener is there yet: the default action (a page load, a form's submission) is all there is to stop.
  function hold(event) {
    var target = event.target.closest('button,a[href^="/"]');
    if (!target || target.target || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    held.push(target);
    start();
  }
  if (root && root.hasAttribute('data-prerendered') && Observer) {
    doc.addEventListener('click', hold, true);
    root.addEventListener('app-root', function replay() {
      doc.removeEventListener('click', hold, true);
      // One the app drew anew (not hydrated) is no longer in the page: clicking it does nothing.
      held.forEach(function click(target) {
        target.click();
      });
    });
    // The first frame with the screen's content (a first paint may be an empty one); reported at once
    // (buffered) when it is already on screen.
    new Observer(function painted(list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    start();
  }
})();
