/** Path data for the item silhouettes (200x200 box) and house sigils (100x100 box) drawn on the seed art. */
import type { SigilShape } from '../world/emberhold-world';
import type { Silhouette } from '../world/item-types';

export interface ShapeLayer {
  readonly d: string;
  /** 'main' takes the accent colour, 'shade' a darker tone, 'glow' the flame colour; 'line' and 'ink' are strokes in the accent and dark colours. */
  readonly tone: 'main' | 'shade' | 'glow' | 'line' | 'ink';
}

const main = (d: string): ShapeLayer => ({ d, tone: 'main' });
const shade = (d: string): ShapeLayer => ({ d, tone: 'shade' });
const glow = (d: string): ShapeLayer => ({ d, tone: 'glow' });
const line = (d: string): ShapeLayer => ({ d, tone: 'line' });
const ink = (d: string): ShapeLayer => ({ d, tone: 'ink' });

const flame = 'M100 26c16 20 22 34 13 50c-5 9-21 9-26 0c-9-16-3-30 13-50z';

export const silhouettes: Record<Silhouette, readonly ShapeLayer[]> = {
  mug: [
    main('M44 62h100v86a24 24 0 0 1-24 24H68a24 24 0 0 1-24-24z'),
    main('M144 80h10a26 26 0 0 1 0 52h-10v-14h10a12 12 0 0 0 0-24h-10z'),
    shade('M44 62h100v14H44z'),
    line('M78 50c-6-10 6-14 0-26M96 50c-6-10 6-14 0-26M114 50c-6-10 6-14 0-26'),
  ],
  shirt: [
    main('M72 34l-44 22 16 38 20-8v94h72V86l20 8 16-38-44-22a28 16 0 0 1-56 0z'),
    shade('M72 34a28 16 0 0 0 56 0l-6-3a22 12 0 0 1-44 0z'),
    shade('M82 140h36v10H82z'),
  ],
  sword: [
    main('M95 14l5-8 5 8v118H95z'),
    shade('M99 18h2v110h-2z'),
    main('M64 130h72a4 4 0 0 1 0 10H64a4 4 0 0 1 0-10z'),
    shade('M95 140h10v36H95z'),
    main('M100 176a9 9 0 1 1 0 18a9 9 0 1 1 0-18z'),
  ],
  candle: [
    main('M58 88h84v88a10 10 0 0 1-10 10H68a10 10 0 0 1-10-10z'),
    shade('M58 88h84v16H58z'),
    line('M100 88V74'),
    glow(flame),
  ],
  book: [
    main('M30 48h62a10 10 0 0 1 8 4a10 10 0 0 1 8-4h62v112h-62a10 10 0 0 0-8 4a10 10 0 0 0-8-4H30z'),
    shade('M98 52h4v110h-4z'),
    ink('M44 72h40M44 86h40M44 100h32M116 72h40M116 86h40M116 100h32'),
  ],
  scroll: [
    main('M42 48h116v104H42z'),
    shade('M30 36h140a10 10 0 0 1 0 20H30a10 10 0 0 1 0-20zM30 144h140a10 10 0 0 1 0 20H30a10 10 0 0 1 0-20z'),
    ink('M56 128c18-10 22-34 44-30s24 20 44-8M70 76l8 8m0-8l-8 8M128 112l8 8m0-8l-8 8'),
  ],
  ring: [
    { d: 'M100 58a54 54 0 1 0 0.1 0zM100 76a36 36 0 1 1-0.1 0z', tone: 'main' },
    glow('M100 24l16 20-16 20-16-20z'),
  ],
  box: [
    main('M36 78l64-28 64 28v78l-64 28-64-28z'),
    shade('M100 106v78l64-28V78z'),
    glow('M36 78l64 28 64-28-64-28z'),
  ],
  figure: [
    main('M36 156c22-30 46-22 60-44 6-20-6-40 16-52l16-16-4 18c14 0 24 8 28 18l-16-2c-4 18-14 32-16 48 24-6 42 6 52 28-20-10-40-6-56 0-16 10-48 14-80 2z'),
    shade('M100 104C80 62 58 52 26 46c16 16 20 28 18 40 12-4 24 2 30 14 8-6 16-2 26 4z'),
    glow('M142 56a3 3 0 1 1 0 6a3 3 0 1 1 0-6z'),
  ],
  blanket: [
    main('M34 70h132a12 12 0 0 1 12 12v18H22V82a12 12 0 0 1 12-12z'),
    shade('M22 100h156v22H22z'),
    main('M22 122h156v18a12 12 0 0 1-12 12H34a12 12 0 0 1-12-12z'),
    ink('M40 84h120M40 134h120'),
  ],
  brick: [
    main('M30 96h140v64H30z'),
    shade('M30 96h140v10H30z'),
    main('M44 78h24v18H44zM88 78h24v18H88zM132 78h24v18h-24z'),
    glow('M44 74h24v8H44zM88 74h24v8H88zM132 74h24v8h-24z'),
  ],
  shield: [
    main('M100 26l62 22c0 64-22 102-62 128-40-26-62-64-62-128z'),
    shade('M100 26v150c-40-26-62-64-62-128z'),
    glow('M100 70l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z'),
  ],
  helm: [
    main('M52 126c0-62 96-62 96 0v40h-30v-36H82v36H52z'),
    shade('M70 108h60v10H70z'),
    glow('M100 40v-16'),
    line('M100 46V24'),
  ],
  bottle: [
    main('M84 28h32v26c16 10 22 22 22 38v84a10 10 0 0 1-10 10H72a10 10 0 0 1-10-10V92c0-16 6-28 22-38z'),
    shade('M84 20h32v12H84z'),
    glow('M74 110h52v40H74z'),
  ],
  dice: [
    main('M100 24l66 38v76l-66 38-66-38V62z'),
    shade('M100 100l66-38v76l-66 38z'),
    ink('M100 24v76M34 62l66 38M100 100l66-38M66 120l34-20 34 20-34 40z'),
  ],
  lamp: [
    main('M76 36h48l8 14H68z'),
    main('M70 50h60l-6 100H76z'),
    glow('M100 76c12 16 14 26 8 38c-4 6-12 6-16 0c-6-12-4-22 8-38z'),
    shade('M66 150h68v14H66z'),
    line('M100 36V22a8 8 0 0 1 8-8'),
  ],
  pendant: [
    line('M60 20l40 70 40-70'),
    main('M100 86l30 34-30 52-30-52z'),
    glow('M100 96l16 22-16 30-16-30z'),
  ],
};

export const sigils: Record<SigilShape, readonly ShapeLayer[]> = {
  flame: [
    main('M50 8c16 20 26 36 18 58c-4 12-12 20-18 26c-6-6-14-14-18-26c-8-22 2-38 18-58z'),
    shade('M50 44c8 10 10 20 6 30c-2 6-4 8-6 10c-2-2-4-4-6-10c-4-10-2-20 6-30z'),
    main('M28 20l8 10 8-12 6 10 6-10 8 12 8-10-4 14H32z'),
  ],
  wyrm: [
    line('M28 80c-8-24 40-22 44-44c2-14-14-22-26-14'),
    main('M40 16a10 8 0 1 1 0.1 0z'),
    line('M26 78l-8 6M30 82l-4 8'),
  ],
  moth: [
    main('M50 30c-20-20-40-10-38 8c2 14 20 16 38 8zM50 30c20-20 40-10 38 8c-2 14-20 16-38 8z'),
    shade('M50 48c-16 4-30 16-24 30c6 10 18 2 24-12zM50 48c16 4 30 16 24 30c-6 10-18 2-24-12z'),
    main('M47 24h6v56h-6z'),
  ],
  anvil: [
    main('M14 34h66c0 12-10 20-24 20v12h12v14H32V66h12V54C28 54 14 46 14 34z'),
    main('M80 34h8c0 6-4 10-8 10z'),
    shade('M70 10l3 8 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1z'),
  ],
  bell: [
    main('M50 12c-18 0-26 16-26 36v16l-10 12h72l-10-12V48c0-20-8-36-26-36z'),
    shade('M50 88a8 8 0 1 1 0.1 0z'),
    line('M50 4v8'),
  ],
  moon: [
    main('M62 12A38 38 0 1 0 62 88A48 48 0 0 1 62 12Z'),
    shade('M66 38a3 3 0 1 1 0.1 0zM74 58a2 2 0 1 1 0.1 0z'),
  ],
  oak: [
    shade('M44 56h12v36H44z'),
    main('M50 12c-18 0-30 12-30 26 0 14 12 24 30 24s30-10 30-24c0-14-12-26-30-26z'),
    shade('M50 18c6 8 8 14 4 20c-2 3-6 3-8 0c-4-6-2-12 4-20z'),
  ],
};
