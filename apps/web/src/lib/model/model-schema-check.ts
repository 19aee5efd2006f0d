// The in-page full check of a model, loaded on demand (zod stays out of the
// first route, docs/performance.md): where there is no worker, and in tests.
export { parseProjectModel } from '@hospes/domain';
