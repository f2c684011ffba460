// The live-data layer lives in lib/live; this path stays for the screens that import it.
export { type LiveList, useLiveQuery } from './live/use-live-query';
