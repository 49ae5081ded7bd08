import type { Rng } from "../prng";

/** What a scene draws on: its size and a generator seeded for this exact image. */
export type Canvas = { w: number; h: number; rng: Rng };

/** Draws everything inside the root <svg>, backgrounds included. */
export type Scene = (canvas: Canvas) => string;

/** Six named colours per project; generic scenes and the home card read them by role. */
export type Palette = {
  bg: string;
  deep: string;
  mid: string;
  accent: string;
  pop: string;
  light: string;
};

export type BodyName = `body-${number}`;

export type ProjectArt = {
  palette: Palette;
  /** Drawn at 1200x750 for the thumbnail and at 1200x630 for the share card. */
  cover: Scene;
  /** Illustrations for the body images (1600x900), matching their alt texts. */
  bodies: Partial<Record<BodyName, Scene>>;
};
