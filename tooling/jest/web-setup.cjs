require('@testing-library/jest-dom');
// jsdom lacks these browser APIs; components use them.
if (!window.scrollTo || !window.scrollTo._isStub) {
  window.scrollTo = Object.assign(() => {}, { _isStub: true });
}
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function () {};
