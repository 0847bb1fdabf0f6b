/** The areas of the back office (spec section 1), in the order the staff home shows them. */
export const STAFF_AREAS = [
  { id: 'advertising', title: 'Advertising', intro: 'Ads, campaigns and the advertisers behind them.' },
  { id: 'editorial', title: 'Editorial', intro: 'The posts and how they do in the lists.' },
  { id: 'reports', title: 'Reports', intro: 'Figures beyond what the pages show.' },
] as const;

export type StaffArea = (typeof STAFF_AREAS)[number]['id'];

/** A staff tool: a page of the site (`to`), or, for one without a page of its own, how to reach it (`howTo`). */
export type StaffTool = { area: StaffArea; name: string; description: string } & ({ to: string } | { howTo: string });

/**
 * Every staff tool of today, one line each. A new tool is one more entry here: the staff home lists it under its area,
 * and an area with nothing in it yet is not shown.
 */
export const STAFF_TOOLS: readonly StaffTool[] = [
  {
    area: 'advertising',
    name: 'Approve ads',
    to: '/admin/approve/',
    description: 'Paid ads waiting for a decision: approve one into the lists, or disapprove it with a reason its advertiser sees.',
  },
  {
    area: 'advertising',
    name: 'All campaigns',
    to: '/product-pitch/admin-dashboard/',
    description: "Every advertiser's campaigns, newest first, with their status, spend, impressions, clicks and saves.",
  },
  {
    area: 'advertising',
    name: 'Dropoffs and discounts',
    to: '/product-pitch/dropoffs/',
    description: 'People who left the ad funnel without paying, and pitches we passed on: send a one-time discount, or disqualify with a reason.',
  },
  {
    area: 'advertising',
    name: 'Edit ads and convert to boosts',
    to: '/admin/creatives/',
    description: "Edit any ad's title, text, link, price and image, or turn a paid ad into a boost of an existing post.",
  },
  {
    area: 'advertising',
    name: 'Boost checklist and calendar',
    to: '/admin/boosted-checklist',
    description: 'Every boost with the steps ticked for it, and a month calendar to move a boost to another free date.',
  },
  {
    area: 'advertising',
    name: 'Promo emails',
    to: '/admin/promo-email/',
    description: 'Write a promotional email to a user or an address, preview it, send it, and see what was sent to whom.',
  },
  {
    area: 'reports',
    name: 'Affiliate earnings',
    to: '/admin/affiliates/',
    description: "Import the retailer's report files, give affiliates their tags, record and void payouts; each tag's report is at /aff/.",
  },
  {
    area: 'reports',
    name: 'Advertiser funnel',
    to: '/admin/funnel/',
    description: 'How many people go from each step of the ad funnel to the next, week by week.',
  },
  {
    area: 'reports',
    name: 'Staff activity',
    to: '/admin/audit/',
    description: 'Every staff action (approvals, edits, conversions, checklist ticks, date moves, discounts, promo mails): who, when and what changed.',
  },
  {
    area: 'editorial',
    name: 'Debug panel',
    howTo: 'Add ?dev to the address of any page of posts (for example /?dev), then point at a post.',
    description: 'A post’s click-through rates (lists, editorial, post page), saves and ranking scores, in a panel beside it.',
  },
  {
    area: 'editorial',
    name: 'Purge cached pages',
    howTo: 'Open the home page with ?purge (/?purge), name the pages (paths such as /new/ or /uk/dragon-mug/) and press Purge.',
    description: 'Makes an edit show at once: the pages leave every cache of every API process, and the answer lists what went.',
  },
  {
    area: 'reports',
    name: 'Event store queries',
    howTo: 'On the server, from the product’s folder: npm run analytics -- "SELECT …" (see “Analysts” in its README).',
    description: 'Read-only SQL on every impression, click, save and payment the site has recorded.',
  },
  {
    area: 'editorial',
    name: 'Submissions switch',
    to: '/admin/submissions/',
    description: 'Turn submissions off for a while: the submit-product form and the ad funnel show a “submissions are down” page until they are on again.',
  },
  {
    area: 'editorial',
    name: 'Editorial feature',
    to: '/promo-setup/',
    description: 'Behind the editorial password: the featured product the gift lists show fifth and related lists fourth, with its start and end.',
  },
  {
    area: 'editorial',
    name: 'Pitch queue',
    to: '/admin/pitchpost/',
    description: 'Pitch a product, and work the queue of staff pitches and user submissions: publish one as a post, or reject it with a reason.',
  },
  {
    area: 'editorial',
    name: 'Unlisted content',
    to: '/unlisted-content/new/',
    description: 'Sponsored pages for a campaign, reachable by their address but never listed: an image or an embedded video, a price and a link.',
  },
];

/** The areas that have tools, each with its tools in the order above. */
export function toolsByArea(tools: readonly StaffTool[] = STAFF_TOOLS) {
  return STAFF_AREAS.map((area) => ({ ...area, tools: tools.filter((tool) => tool.area === area.id) })).filter((area) => area.tools.length > 0);
}
