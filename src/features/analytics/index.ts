// The host page's analytics: the one watcher the root saga runs.
export { analyticsSagas } from './analytics-watch';
