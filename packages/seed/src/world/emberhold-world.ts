/**
 * The world of "The Emberhold Saga", an original fantasy series invented for this product. Everything the
 * catalogue names (houses, wyrms, places, people, artefacts, the brick-set brand) comes from here, so no real
 * trademark can slip into generated text.
 */

export type SigilShape = 'flame' | 'wyrm' | 'moth' | 'anvil' | 'bell' | 'moon' | 'oak';

export interface HearthHouse {
  readonly key: string;
  readonly name: string;
  /** Short form used in titles and on images. */
  readonly short: string;
  readonly sigil: string;
  readonly sigilShape: SigilShape;
  readonly motifs: readonly string[];
  readonly colours: readonly [primary: string, secondary: string];
  readonly colourNames: string;
  readonly seat: string;
  readonly words: string;
}

export const houses: readonly HearthHouse[] = [
  {
    key: 'varrow', name: 'House Varrow', short: 'Varrow', sigil: 'the Crowned Flame', sigilShape: 'flame',
    motifs: ['Crowned Flame', 'Emberkeep', 'Kindled Crown'], colours: ['#9e1b1b', '#e0a526'],
    colourNames: 'crimson and gold', seat: 'Emberkeep', words: 'We Kindle',
  },
  {
    key: 'caldris', name: 'House Caldris', short: 'Caldris', sigil: 'the Coiled Silver Wyrm', sigilShape: 'wyrm',
    motifs: ['Silver Wyrm', 'Frostmere', 'Coiled Wyrm'], colours: ['#14254f', '#c8d3e0'],
    colourNames: 'midnight blue and silver', seat: 'Frostmere', words: 'Cold Fire Endures',
  },
  {
    key: 'maelwyn', name: 'House Maelwyn', short: 'Maelwyn', sigil: 'the Amber Moth', sigilShape: 'moth',
    motifs: ['Amber Moth', 'Thistlewood', 'Lantern Moth'], colours: ['#3f5b2a', '#e6a23c'],
    colourNames: 'moss green and amber', seat: 'Thistlewood', words: 'To the Light',
  },
  {
    key: 'orrin', name: 'House Orrin', short: 'Orrin', sigil: 'the Anvil and Spark', sigilShape: 'anvil',
    motifs: ['Anvil and Spark', 'Forgeholm', 'Iron Spark'], colours: ['#2e2f33', '#c46a2b'],
    colourNames: 'charcoal and copper', seat: 'Forgeholm', words: 'Struck True',
  },
  {
    key: 'selveth', name: 'House Selveth', short: 'Selveth', sigil: 'the Tidebell', sigilShape: 'bell',
    motifs: ['Tidebell', 'Saltreach', 'Pearl Tide'], colours: ['#0f5e63', '#efe6d2'],
    colourNames: 'sea teal and pearl', seat: 'Saltreach', words: 'The Sea Remembers',
  },
  {
    key: 'duskbane', name: 'House Duskbane', short: 'Duskbane', sigil: 'the Hollow Moon', sigilShape: 'moon',
    motifs: ['Hollow Moon', 'Nightfall Spire', 'Waning Moon'], colours: ['#3b2358', '#ece3d0'],
    colourNames: 'violet and bone white', seat: 'Nightfall Spire', words: 'We Keep the Dark',
  },
  {
    key: 'brannoch', name: 'House Brannoch', short: 'Brannoch', sigil: 'the Burning Oak', sigilShape: 'oak',
    motifs: ['Burning Oak', 'Oakenhearth', 'Ember Oak'], colours: ['#1f4d2e', '#e0662a'],
    colourNames: 'forest green and ember orange', seat: 'Oakenhearth', words: 'Rooted in Fire',
  },
];

export interface Wyrm {
  readonly name: string;
  readonly epithet: string;
  readonly houseKey: string;
}

export const wyrms: readonly Wyrm[] = [
  { name: 'Vaelthrax', epithet: 'the Cinder Queen', houseKey: 'varrow' },
  { name: 'Morrowgast', epithet: 'the Frost-Tongued', houseKey: 'caldris' },
  { name: 'Sylphine', epithet: 'the Pale Lantern', houseKey: 'maelwyn' },
  { name: 'Oruk Stonejaw', epithet: 'the Forge-Born', houseKey: 'orrin' },
  { name: 'Kestravel', epithet: 'the Tide Serpent', houseKey: 'selveth' },
  { name: 'Nimbrel', epithet: 'the Moon-Eater', houseKey: 'duskbane' },
  { name: 'Ashtongue', epithet: 'the Old Oak Wyrm', houseKey: 'brannoch' },
];

export interface Character {
  readonly name: string;
  readonly short: string;
  readonly houseKey: string | null;
  readonly role: string;
}

export const characters: readonly Character[] = [
  { name: 'Queen Isolde Varrow', short: 'Isolde', houseKey: 'varrow', role: 'the Flame Queen of Emberkeep' },
  { name: 'Corwin Caldris', short: 'Corwin', houseKey: 'caldris', role: 'the Frostborn rider of Morrowgast' },
  { name: 'Ysra Maelwyn', short: 'Ysra', houseKey: 'maelwyn', role: 'the lantern-keeper of Thistlewood' },
  { name: 'Old Tobin Orrin', short: 'Tobin', houseKey: 'orrin', role: 'master smith of Forgeholm' },
  { name: 'Lady Merrow Selveth', short: 'Merrow', houseKey: 'selveth', role: 'the Tidebell\'s voice' },
  { name: 'Lord Aurek Duskbane', short: 'Aurek', houseKey: 'duskbane', role: 'warden of Nightfall Spire' },
  { name: 'Rowan Brannoch', short: 'Rowan', houseKey: 'brannoch', role: 'the youngest oak-sworn knight' },
  { name: 'Wren the Wyrmcaller', short: 'Wren', houseKey: null, role: 'the orphan who speaks to dragons' },
  { name: 'Regent Malvorn', short: 'Malvorn', houseKey: null, role: 'the Ash Regent of the Ashen Court' },
  { name: 'Sir Hallam Greaves', short: 'Hallam', houseKey: null, role: 'captain of the Cinder Guard' },
];

export interface Place {
  readonly name: string;
  readonly short: string;
  readonly description: string;
}

export const places: readonly Place[] = [
  { name: 'Cinderspire', short: 'Cinderspire', description: 'the mountain where the Hearthfire burns' },
  { name: 'Greyhallow', short: 'Greyhallow', description: 'the grey capital of the Ashen Court' },
  { name: 'the Smoulder Wastes', short: 'Smoulder Wastes', description: 'the black-sand desert of old dragon fire' },
  { name: 'the Glasswater Sea', short: 'Glasswater', description: 'the still sea where wyrms sleep' },
  { name: 'Wyrmrest Vale', short: 'Wyrmrest', description: 'the valley where riders first bond their wyrms' },
  { name: 'the Hollow Road', short: 'Hollow Road', description: 'the pilgrim road beneath the mountains' },
  { name: 'Kaldmere', short: 'Kaldmere', description: 'the frozen lake north of Frostmere' },
  { name: 'the Ashen Court', short: 'Ashen Court', description: 'the council that rules the seven houses from Greyhallow' },
  { name: 'the Lantern Isles', short: 'Lantern Isles', description: 'the scattered isles lit by moth-fire' },
  { name: 'Emberkeep', short: 'Emberkeep', description: 'the red-walled seat of House Varrow' },
];

export interface Artefact {
  readonly name: string;
  readonly short: string;
  readonly description: string;
}

export const artefacts: readonly Artefact[] = [
  { name: 'Dawnreaver', short: 'Dawnreaver', description: 'the cinderglass blade that cut the first dawn' },
  { name: 'the Hearthstone', short: 'Hearthstone', description: 'the ember that never cools' },
  { name: 'the Cinder Throne', short: 'Cinder Throne', description: 'the seat of the Ash Regent, cooled from dragon fire' },
  { name: 'the Moth Crown', short: 'Moth Crown', description: 'the amber circlet of Thistlewood' },
  { name: 'the Regent\'s Ledger', short: 'Regent\'s Ledger', description: 'the book of every oath sworn at court' },
  { name: 'the Wyrmscale Shield', short: 'Wyrmscale', description: 'the shield forged from a shed scale of Oruk Stonejaw' },
  { name: 'the Ember Key', short: 'Ember Key', description: 'the key that opens the vaults beneath Cinderspire' },
  { name: 'the Ashen Chalice', short: 'Ashen Chalice', description: 'the cup passed at every Longnight feast' },
  { name: 'Nightglass', short: 'Nightglass', description: 'the black mirror of Nightfall Spire' },
];

/** The in-world brick-building toy line (our own invented brand). */
export const brickBrand = 'Hearthbrick';

export const festivals = ['Longnight', 'Kindling Day', 'Tidefall', 'First Flight'] as const;
