/** Colour sets of the illustrations, one per project. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  meadow: string;
  forest: string;
  water: string;
  /** Brand colour: pictogram backgrounds, shutters, signs. */
  brand: string;
  /** Second brand colour: flowers, details. */
  accent: string;
  /** Colour that pictogram backgrounds are tinted towards, for variety. */
  tint: string;
  wall: string;
  wood: string;
  roof: string;
}

export const ALPENROSE: Palette = {
  skyTop: '#9fc9e8',
  skyBottom: '#f3e6ea',
  sun: '#ffe2a6',
  far: '#8ea3bf',
  mid: '#5f7f74',
  near: '#47705a',
  meadow: '#86b06a',
  forest: '#2f5a45',
  water: '#5fa4bf',
  brand: '#8c1c3a',
  accent: '#e0567a',
  tint: '#c2456a',
  wall: '#f7f1e6',
  wood: '#9a5b33',
  roof: '#4a2c1f',
};

export const SEENLAND: Palette = {
  skyTop: '#8fc3e6',
  skyBottom: '#e9f4f7',
  sun: '#fff0b8',
  far: '#9db3c9',
  mid: '#6f9a8c',
  near: '#5a8a5e',
  meadow: '#9cc47a',
  forest: '#336b50',
  water: '#3f8fb8',
  brand: '#1f5f86',
  accent: '#f2a541',
  tint: '#2a8f8a',
  wall: '#f5f3ee',
  wood: '#8a5a3b',
  roof: '#5b3a29',
};

export const BERGBLICK: Palette = {
  skyTop: '#a7cbe0',
  skyBottom: '#f4efe2',
  sun: '#ffd98a',
  far: '#93a5b8',
  mid: '#5d7a78',
  near: '#3f6659',
  meadow: '#8fb274',
  forest: '#24493d',
  water: '#5b9bb5',
  brand: '#2f5d50',
  accent: '#d9a441',
  tint: '#3d7f8f',
  wall: '#fbf8f1',
  wood: '#7d5535',
  roof: '#3b2a22',
};

export const TALHOF: Palette = {
  skyTop: '#b3d4e6',
  skyBottom: '#f8eedc',
  sun: '#ffd27a',
  far: '#a3afbd',
  mid: '#7c8f6e',
  near: '#5e7d4b',
  meadow: '#a7c271',
  forest: '#3f5e36',
  water: '#6aa7bd',
  brand: '#7a4b2a',
  accent: '#c9792b',
  tint: '#b5652b',
  wall: '#f8f1e4',
  wood: '#8f5a32',
  roof: '#3e2a1e',
};

/** Hotel Weinleiten above Merano: vineyard greens, terracotta, South Tyrolean light. */
export const WEINLEITEN: Palette = {
  skyTop: '#9fcbe8',
  skyBottom: '#fbf1dc',
  sun: '#ffcf66',
  far: '#a9b4c6',
  mid: '#88a06a',
  near: '#5f8a45',
  meadow: '#b5cc72',
  forest: '#3d6138',
  water: '#5d9fc0',
  brand: '#8c3b2e',
  accent: '#d98e2f',
  tint: '#a4512f',
  wall: '#fbf3e6',
  wood: '#94603a',
  roof: '#5b2a20',
};
