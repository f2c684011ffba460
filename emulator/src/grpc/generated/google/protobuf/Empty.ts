// Original file: null

export type Empty = {};

export type Empty__Output = {};
