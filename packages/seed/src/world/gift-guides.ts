/** The gift guides (categories). Parents first, so a parent always exists before its children. */

export interface GuideDefinition {
  readonly slug: string;
  readonly name: string;
  readonly parent: string | null;
  readonly description: string;
}

const top = (slug: string, name: string, description: string): GuideDefinition => ({ slug, name, parent: null, description });
const under = (parent: string) => (slug: string, name: string, description: string): GuideDefinition => ({ slug, name, parent, description });

const forHim = under('for-him');
const forHer = under('for-her');
const forKids = under('for-kids');
const home = under('for-the-home');
const byHouse = under('gifts-by-house');
const collectors = under('collectors');
const occasions = under('occasions');
const byPrice = under('by-price');
const games = under('games-and-puzzles');
const apparel = under('apparel');

export const guideDefinitions: readonly GuideDefinition[] = [
  top('for-him', 'Gifts for Him', 'Gear, replicas and keepsakes for the riders, smiths and sworn knights in your life.'),
  top('for-her', 'Gifts for Her', 'Jewellery, cosy knits and lore for every wyrmcaller and tide-singer.'),
  top('for-kids', 'Gifts for Kids', 'Plush wyrms, Hearthbrick builds and adventure kits for young squires.'),
  top('for-the-home', 'For the Home', 'Turn any room into a feast hall, from hearth candles to house banners.'),
  top('gifts-by-house', 'Gifts by House', 'Pledge your allegiance: gifts for each of the seven Hearth houses.'),
  top('collectors', 'For Collectors', 'Statues, replica blades and limited editions worthy of a Greyhallow vault.'),
  top('occasions', 'Occasions', 'Birthdays, weddings and Longnight: the right gift for the day.'),
  top('by-price', 'Gifts by Price', 'From stocking stuffers to treasures fit for the Cinder Throne.'),
  top('games-and-puzzles', 'Games and Puzzles', 'Board games, card games and puzzles for long nights in the keep.'),
  top('apparel', 'Apparel', 'Hoodies, tees, cloaks and scarves in the colours of the realm.'),

  forHim('gifts-for-dragon-riders', 'Gifts for Dragon Riders', 'Flasks, cloaks and saddlebag essentials for anyone bonded to a wyrm.'),
  forHim('gifts-for-sword-collectors', 'Gifts for Sword Collectors', 'Replica blades and shields from the armouries of the seven houses.'),
  forHim('gifts-for-dads-of-the-realm', 'Gifts for Dads of the Realm', 'Chess sets, watches and coins for the lord of your household.'),
  forHim('gifts-for-smiths-and-makers', 'Gifts for Smiths and Makers', 'Tools, kits and keepsakes in the spirit of Forgeholm.'),
  forHer('gifts-for-wyrmcallers', 'Gifts for Wyrmcallers', 'For the ones who, like Wren, can hear a dragon think.'),
  forHer('gifts-for-tide-singers', 'Gifts for Tide-Singers', 'Sea-teal treasures from Saltreach and the Lantern Isles.'),
  forHer('jewellery-of-the-houses', 'Jewellery of the Houses', 'Sigil pendants, oath rings and earrings in silver, gold and amber.'),
  forHer('cosy-gifts-for-her', 'Cosy Gifts for Her', 'Knits, throws and candles for a Frostmere winter.'),
  forKids('wyrm-plush-and-toys', 'Wyrm Plush and Toys', 'Huggable wyrms and toys for the smallest riders.'),
  forKids('gifts-for-young-squires', 'Gifts for Young Squires', 'Backpacks, books and adventure gear for young fans.'),
  forKids('hearthbrick-builds', 'Hearthbrick Builds', 'Build Cinderspire, Emberkeep and the great wyrms brick by brick.'),
  home('kitchen-and-feast-hall', 'Kitchen and Feast Hall', 'Mugs, goblets, cookbooks and aprons for a feast worthy of the Ashen Court.'),
  home('candles-and-hearth', 'Candles and Hearth', 'Hearth candles and lanterns that glow like the Hearthfire.'),
  home('wall-art-and-maps', 'Wall Art and Maps', 'Maps of the realm, art prints and woven house banners.'),
  home('throws-and-blankets', 'Throws and Blankets', 'Blankets and pillows big enough for two riders after a long flight.'),
  byHouse('house-varrow-gifts', 'House Varrow Gifts', 'Crimson and gold, the Crowned Flame of Emberkeep. We Kindle.'),
  byHouse('house-caldris-gifts', 'House Caldris Gifts', 'Midnight blue and silver, the Coiled Wyrm of Frostmere. Cold Fire Endures.'),
  byHouse('house-maelwyn-gifts', 'House Maelwyn Gifts', 'Moss green and amber, the Amber Moth of Thistlewood. To the Light.'),
  byHouse('house-orrin-gifts', 'House Orrin Gifts', 'Charcoal and copper, the Anvil and Spark of Forgeholm. Struck True.'),
  byHouse('house-selveth-gifts', 'House Selveth Gifts', 'Sea teal and pearl, the Tidebell of Saltreach. The Sea Remembers.'),
  byHouse('house-duskbane-gifts', 'House Duskbane Gifts', 'Violet and bone white, the Hollow Moon of Nightfall Spire. We Keep the Dark.'),
  byHouse('house-brannoch-gifts', 'House Brannoch Gifts', 'Forest green and ember orange, the Burning Oak of Oakenhearth. Rooted in Fire.'),
  collectors('replica-weapons', 'Replica Weapons', 'Full-scale blades, shields and helms from the saga.'),
  collectors('statues-and-figurines', 'Statues and Figurines', 'Hand-painted riders and wyrms for the display shelf.'),
  collectors('limited-editions', 'Limited Editions', 'Numbered pieces that sell out before the next season airs.'),
  collectors('books-and-lore', 'Books and Lore', 'Box sets, illustrated editions and the lore behind the saga.'),
  occasions('birthday-gifts', 'Birthday Gifts', 'Make their name day one the bards will sing about.'),
  occasions('longnight-gifts', 'Longnight Gifts', 'For the longest night of the year, when every hearth in Emberhold is lit.'),
  occasions('wedding-gifts', 'Wedding Gifts', 'Goblets, blankets and keepsakes for a pair joining houses.'),
  byPrice('gifts-under-25', 'Gifts Under $25', 'Small treasures that will not empty the Regent\'s purse.'),
  byPrice('gifts-under-50', 'Gifts Under $50', 'Thoughtful gifts for fans, all under fifty.'),
  byPrice('gifts-under-100', 'Gifts Under $100', 'Something special, still under a hundred.'),
  byPrice('luxury-gifts', 'Luxury Gifts', 'Statues, blades and heirlooms for the fan who has everything.'),
  games('board-games', 'Board Games', 'Raise wyrms, forge alliances and claim the Cinder Throne.'),
  games('card-and-dice-games', 'Card and Dice Games', 'Tavern games, tarot decks and sets of seven dice.'),
  games('puzzles', 'Puzzles', 'Jigsaws and puzzle boxes for quiet evenings.'),
  apparel('hoodies-and-sweatshirts', 'Hoodies and Sweatshirts', 'House colours you can actually wear to the shops.'),
  apparel('tees', 'Tees', 'Graphic tees with sigils, wyrms and quotes from the saga.'),
  apparel('cloaks-and-scarves', 'Cloaks and Scarves', 'Wool cloaks and house scarves for a Frostmere winter.'),
  top('stocking-stuffers', 'Stocking Stuffers', 'Pins, socks, dice and keychains that fit in any Longnight stocking.'),
  top('gifts-for-book-lovers', 'Gifts for Book Lovers', 'For readers who finished the saga and started it again.'),
  top('office-and-study', 'Office and Study', 'Journals, wax seals and desk lanterns for the scholar of Greyhallow.'),
];
