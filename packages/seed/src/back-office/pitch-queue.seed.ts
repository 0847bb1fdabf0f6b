import type { BackOfficeSeed } from './back-office.types';

const HOUR = 3_600_000;

interface DemoPitch {
  title: string;
  comments: string;
  productLink: string | null;
  link?: string;
  videoUrl?: string;
  priority: number;
  images: string[];
  price?: string;
  /** Hours before the seed's today. */
  age: number;
}

/** Staff pitches of varied priority (the exempt editors may pitch without a product link). */
const STAFF_PITCHES: DemoPitch[] = [
  {
    title: 'Wyrmfire enamel pin set',
    comments: 'Five pins, one per great house. Fans asked for these on the forum all week.',
    productLink: 'https://www.amazon.com/dp/B0EMBERPIN',
    link: 'https://blog.example/wyrmfire-pins-review',
    priority: 8,
    images: ['https://images.example/pins/wyrmfire-set.jpg', 'https://images.example/pins/wyrmfire-card.jpg'],
    age: 30,
  },
  {
    title: 'Northern Watch wool scarf',
    comments: 'Lined, long enough for the long night. Good for the winter gift guide.',
    productLink: 'https://shop.example/northern-watch-scarf',
    priority: 5,
    images: ['https://images.example/scarf/north.jpg'],
    age: 52,
  },
  {
    title: 'Ember lantern night light',
    comments: 'The unboxing video is worth a look before we write it up.',
    productLink: 'https://www.amazon.com/dp/B0LANTERN1',
    videoUrl: 'https://video.example/watch/ember-lantern',
    priority: 2,
    images: [],
    age: 8,
  },
  {
    title: 'Hearthstone coaster set (idea)',
    comments: 'No shop yet: the maker is still choosing a store. Keep an eye on it.',
    productLink: null,
    link: 'https://maker.example/hearthstone',
    priority: 0,
    images: [],
    age: 75,
  },
];

/** What demo users sent through the submit-product form (the description lands in the comments). */
const USER_SUBMISSIONS: DemoPitch[] = [
  { title: 'Dragon egg bath bombs', comments: 'My sister loved these, they hatch a tiny dragon figure!', productLink: 'https://shop.example/dragon-egg-bath-bombs', priority: 0, images: [], price: '18.50', age: 20 },
  { title: 'Map of the realm jigsaw, 1000 pieces', comments: 'Hard but beautiful. Took us a whole weekend.', productLink: 'https://www.amazon.com/dp/B0JIGSAWMAP', priority: 0, images: ['https://images.example/jigsaw/realm.jpg'], price: '24.99', age: 44 },
  { title: 'Saltreach glass tumbler', comments: 'Hand-blown, like the ones in season three.', productLink: 'https://glass.example/saltreach-tumbler', priority: 0, images: [], price: '32', age: 96 },
];

/**
 * A pitch queue for /admin/pitchpost/: four staff pitches of varied priority (one without a product link), three
 * users' submissions pending, one submission the demo admin published (pointing at a demo post) and one pitch they
 * rejected with a reason, with the audit entries those decisions wrote.
 */
export const seedPitchQueue: BackOfficeSeed = async ({ tx, catalogue, now, adminId }) => {
  const users = catalogue.users.filter((user) => user.role === 'user');
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR);
  let pitches = 0;
  let auditEntries = 0;

  // Two staff pitches carry pictures already on the site (demo product art), so their cards show them.
  const art = catalogue.posts.slice(-2).map((post) => post.images[0]?.src).filter((src): src is string => src !== undefined);
  for (const [i, pitch] of STAFF_PITCHES.entries()) {
    const images = i < art.length ? [art[i]!, ...pitch.images] : pitch.images;
    await tx.pitchPost.create({
      data: {
        createdById: adminId,
        source: 'staff',
        title: pitch.title,
        comments: pitch.comments,
        productLink: pitch.productLink,
        link: pitch.link ?? null,
        videoUrl: pitch.videoUrl ?? null,
        priority: pitch.priority,
        images,
        createdAt: at(pitch.age),
      },
    });
    pitches++;
  }
  for (const [i, pitch] of USER_SUBMISSIONS.entries()) {
    const user = users.length > 0 ? users[(i * 5 + 2) % users.length]! : null;
    await tx.pitchPost.create({
      data: {
        createdById: user?.id ?? null,
        source: 'user',
        title: pitch.title,
        comments: pitch.comments,
        productLink: pitch.productLink,
        priority: 0,
        images: pitch.images,
        price: pitch.price ?? null,
        createdAt: at(pitch.age),
      },
    });
    pitches++;
  }

  // A submission the admin published: it points at a demo post (the newest), as if that post came from it.
  const post = [...catalogue.posts].sort((a, b) => b.published_at.localeCompare(a.published_at))[0];
  if (post) {
    const submitter = users.length > 0 ? users[7 % users.length]! : null;
    const decidedAt = new Date(Date.parse(post.published_at));
    const row = await tx.pitchPost.create({
      data: {
        createdById: submitter?.id ?? null,
        source: 'user',
        title: post.title,
        comments: 'Saw this at a fan convention, everyone wanted one.',
        productLink: post.link,
        priority: 0,
        images: post.images.slice(0, 1).map((image) => image.src),
        price: String(post.price),
        status: 'published',
        postId: post.id,
        decidedById: adminId,
        decidedAt,
        createdAt: new Date(decidedAt.getTime() - 30 * HOUR),
      },
    });
    await tx.staffAuditEntry.create({
      data: {
        actorId: adminId,
        action: 'pitch.publish',
        subjectType: 'pitch',
        subjectId: String(row.id),
        summary: `Published the submission “${post.title}” as /${post.slug}/`,
        changes: { status: { from: 'pending', to: 'published' }, post_id: post.id, slug: post.slug },
        createdAt: decidedAt,
      },
    });
    pitches++;
    auditEntries++;
  }

  const reason = 'Not a fit: unofficial merchandise using the show’s logo without a licence.';
  const rejected = await tx.pitchPost.create({
    data: {
      createdById: adminId,
      source: 'staff',
      title: 'House sigil phone case (unofficial)',
      comments: 'Cheap, and the print looks off. Maybe not?',
      productLink: 'https://market.example/sigil-phone-case',
      priority: 1,
      images: [],
      status: 'rejected',
      rejectReason: reason,
      decidedById: adminId,
      decidedAt: at(12),
      createdAt: at(60),
    },
  });
  await tx.staffAuditEntry.create({
    data: {
      actorId: adminId,
      action: 'pitch.reject',
      subjectType: 'pitch',
      subjectId: String(rejected.id),
      summary: `Rejected the pitch “${rejected.title}”: ${reason}`,
      changes: { status: { from: 'pending', to: 'rejected' }, reason },
      createdAt: at(12),
    },
  });
  pitches++;
  auditEntries++;

  return { pitchPosts: pitches, pitchAuditEntries: auditEntries };
};
