import type { SeedBoard, SeedBoardItem, SeedPost, SeedRating, SeedUser } from '../catalogue.types';
import { readerEmail } from '../demo-accounts';
import type { Random } from '../random';
import { DAY_MS } from '../text';
import { houses, wyrms } from '../world/emberhold-world';

const firstNames = ['Aldric', 'Brienne', 'Cass', 'Dorian', 'Elowen', 'Fenna', 'Garrick', 'Hesper', 'Ilsa', 'Jory', 'Kael',
  'Liora', 'Maren', 'Nox', 'Orla', 'Perrin', 'Quill', 'Rhiannon', 'Soren', 'Talia', 'Ulric', 'Vessa', 'Wynn', 'Yara', 'Zeph'];

export interface GeneratedUsers {
  readonly users: SeedUser[];
  readonly boards: SeedBoard[];
  readonly boardItems: SeedBoardItem[];
  readonly postRatings: SeedRating[];
  readonly guideRatings: SeedRating[];
  readonly blogRatings: SeedRating[];
}

export function generateUsers(
  readerCount: number, posts: readonly SeedPost[], guideCount: number, blogCount: number, now: Date, rng: Random,
): GeneratedUsers {
  const createdAt = (maxDays: number): string => new Date(now.getTime() - rng.int(1, maxDays) * DAY_MS).toISOString();
  const staff = (id: number, username: string, role: SeedUser['role']): SeedUser => ({
    id, username, email: `${role}@emberhold.test`, role,
    access: role === 'admin', editor: role === 'editor', advertiser: role === 'advertiser',
    dob: null, created_at: createdAt(1000),
  });
  const users: SeedUser[] = [staff(1, 'AshRegent', 'admin'), staff(2, 'Lorekeeper', 'editor'), staff(3, 'WyrmwoodTraders', 'advertiser')];
  for (let n = 1; n <= readerCount; n++) {
    const year = rng.int(1960, 2006);
    users.push({
      id: users.length + 1,
      // The reader number keeps usernames unique, as the users table requires.
      username: `${rng.pick(firstNames)}Of${rng.pick(houses).short}${n}`,
      email: readerEmail(n),
      role: 'user', access: false, editor: false, advertiser: false,
      dob: rng.chance(0.6) ? `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
      created_at: createdAt(900),
    });
  }

  const boards: SeedBoard[] = [];
  const boardItems: SeedBoardItem[] = [];
  const postRatings: SeedRating[] = [];
  const guideRatings: SeedRating[] = [];
  const blogRatings: SeedRating[] = [];
  const boardNames = ['Longnight List', 'Birthday Ideas', 'For Dad', 'Dragon Rider Wishlist', 'Things I Want', 'Gift Ideas',
    'Shelf of Wyrms', 'Feast Hall', 'Cosy Corner', 'Someday Treasures'];
  // Wishlists favour popular posts, as real ones do: draw from the 40% with the highest all-time clicks.
  const popular = posts.slice().sort((a, b) => b.clicks_all - a.clicks_all || a.id - b.id).slice(0, Math.max(50, Math.floor(posts.length * 0.4)));
  for (const user of users) {
    if (user.role === 'admin') continue;
    const boardCount = user.email === readerEmail(1) ? 3 : rng.chance(0.55) ? rng.int(1, 3) : 0;
    const names = rng.sample([...boardNames, `House ${rng.pick(houses).short} Hoard`, `${rng.pick(wyrms).name} Things`], boardCount);
    for (const name of names) {
      const board: SeedBoard = { id: boards.length + 1, user_id: user.id, name, created_at: createdAt(600) };
      boards.push(board);
      for (const post of rng.sample(popular, rng.int(3, 15))) {
        boardItems.push({
          board_id: board.id, post_id: post.id,
          comment: rng.chance(0.2) ? rng.pick(['For the solstice swap', 'In the crimson one', 'Size L', 'Maybe for Mira?', 'Wait for a sale']) : null,
          created_at: createdAt(500),
        });
      }
    }
    for (const post of rng.sample(posts, rng.int(0, 20))) postRatings.push({ user_id: user.id, target_id: post.id, rating: rng.int(2, 5) });
    for (let g = rng.int(0, 3); g > 0; g--) guideRatings.push({ user_id: user.id, target_id: rng.int(1, guideCount), rating: rng.int(3, 5) });
    for (let b = rng.int(0, 2); b > 0; b--) blogRatings.push({ user_id: user.id, target_id: rng.int(1, blogCount), rating: rng.int(3, 5) });
  }
  return { users, boards, boardItems, postRatings: dedupe(postRatings), guideRatings: dedupe(guideRatings), blogRatings: dedupe(blogRatings) };
}

/** One rating per user and target, as the database will enforce. */
function dedupe(ratings: SeedRating[]): SeedRating[] {
  const seen = new Set<string>();
  return ratings.filter((r) => {
    const key = `${r.user_id}:${r.target_id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
