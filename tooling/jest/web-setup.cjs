require('@testing-library/jest-dom');
// jsdom lacks these browser APIs; components use them.
if (!window.scrollTo || !window.scrollTo._isStub) {
  window.scrollTo = Object.assign(() => {}, { _isStub: true });
}
// No query matches unless a test says otherwise (shared-ui's one matchMedia double).
if (!window.matchMedia) {
  require('../../shared-ui/src/testing/media.ts').fakeMatchMedia(() => false);
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
