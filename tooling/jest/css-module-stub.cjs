// What a CSS module imports as in jest: each class name is itself (`styles.card` is 'card'), so a test
// can find an element by the class its component gives it. Not an ES module, so
// `import styles from './x.module.css'` gets this object as its default.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key),
  },
);
