// The shape every language's texts must have: the English texts' keys, each
// a string (or a list of strings) in the other language.
export type Texts<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Texts<T[K]>;
};
