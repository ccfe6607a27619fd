// The entry of a PDF-reading worker thread (pdf-pool.ts). The api runs its TypeScript through tsx, and a worker
// does not always inherit the loader (Jest's does not): tsx is registered here, then the worker itself is loaded.
require('tsx/cjs/api').register();
require('./pdf-worker.ts');
