/** What a live listener hands the screen: the latest data, or that it is still loading or failed. */
export interface LiveState<T> {
  data: T;
  loading: boolean;
  error: string | null;
}
