/**
 * The blog content the reference seed adds on top of seed/content.ts. Plain data, so the
 * seed and the server tests read the same facts (ids, slugs, who liked what).
 *
 * Dates are days before SEED_EPOCH. The main seed's 12 posts are 3, 12, 21 … 102 days old; these
 * posts interleave with them so every page of /blogs mixes both.
 */

/** The editor who wrote every post (the original's author is an admin; the seed has none). */
export const BLOG_AUTHOR = { id: 950, first_name: 'Nadia', last_name: 'Rahman', email: 'editor@example.com' } as const;

/** The post with two pages of comments, replies, nested replies and likes. */
export const WELL_DISCUSSED_SLUG = 'smart-home-starter-kit';
export const WELL_DISCUSSED_ID = 13;
/** A post with no tags, no banner and no comments. */
export const PLAIN_POST_SLUG = 'sun-care-myths-debunked';
/** Readable by its slug (the original does not check status), absent from every list. */
export const DRAFT_SLUG = 'coming-soon-our-winter-collection';

export interface BlogCategorySeed {
  id: number;
  slug: string;
  title: string;
  ar?: string;
  status: number;
}

/** Ids 1–4 come from seed/content.ts (their slugs are kept); 16 in all, so load/blog-categories has a page 2 of 14. */
export const BLOG_CATEGORY_TITLES: BlogCategorySeed[] = [
  { id: 1, slug: 'buying-guides', title: 'Buying Guides', ar: 'أدلة الشراء', status: 1 },
  { id: 2, slug: 'style-and-trends', title: 'Style & Trends', ar: 'الموضة والصيحات', status: 1 },
  { id: 3, slug: 'home-living', title: 'Home Living', ar: 'الحياة المنزلية', status: 1 },
  { id: 4, slug: 'tech-talk', title: 'Tech Talk', ar: 'حديث التقنية', status: 1 },
  { id: 5, slug: 'travel', title: 'Travel', status: 1 },
  { id: 6, slug: 'gardening', title: 'Gardening', status: 1 },
  { id: 7, slug: 'fitness', title: 'Fitness', status: 1 },
  { id: 8, slug: 'gaming', title: 'Gaming', status: 1 },
  { id: 9, slug: 'seller-stories', title: 'Seller Stories', status: 1 },
  { id: 10, slug: 'sustainability', title: 'Sustainability', status: 1 },
  { id: 11, slug: 'kids-and-family', title: 'Kids & Family', status: 1 },
  { id: 12, slug: 'pets', title: 'Pets', status: 1 },
  { id: 13, slug: 'food-and-drink', title: 'Food & Drink', status: 1 },
  { id: 14, slug: 'beauty', title: 'Beauty', status: 1 },
  { id: 15, slug: 'cycling', title: 'Cycling', status: 1 },
  // Inactive: the original's category list still shows it (no status filter).
  { id: 16, slug: 'archive', title: 'Archive', status: 0 },
];

export interface BlogPostSeed {
  id: number;
  category_id: number;
  slug: string;
  title: string;
  short_description: string;
  /** Comma string as the original stores it; null = no tags. */
  tags: string | null;
  daysAgo: number;
  status: 'published' | 'draft';
  banner: boolean;
  ar?: { title: string; short_description: string; tags: string | null };
}

export const NEW_BLOG_POSTS: BlogPostSeed[] = [
  {
    id: 13,
    category_id: 4,
    slug: WELL_DISCUSSED_SLUG,
    title: 'Smart Home Starter Kit: Where to Begin',
    short_description:
      'Plugs, bulbs, speakers and sensors: what to buy first, what works together, and how to keep your home network safe while you grow.',
    tags: 'smart home,tech,guide',
    daysAgo: 1,
    status: 'published',
    banner: true,
    ar: {
      title: 'مجموعة المنزل الذكي للمبتدئين: من أين تبدأ',
      // 100 bytes end between two characters (checked by the seed), so the 1.6.7 cut stays valid UTF-8.
      short_description: 'مقابس ومصابيح ومكبرات صوت وأجهزة استشعار - ماذا تشتري أولا وكيف تعمل معا وكيف تحافظ على أمان شبكتك المنزلية.',
      tags: 'المنزل الذكي,تقنية',
    },
  },
  {
    id: 14,
    category_id: 5,
    slug: 'packing-light-for-a-weekend-away',
    title: 'Packing Light for a Weekend Away',
    short_description: 'One bag, three outfits and a few clever accessories: our checklist for a short trip without the heavy suitcase.',
    tags: 'travel,checklist',
    daysAgo: 6,
    status: 'published',
    banner: true,
  },
  {
    id: 15,
    category_id: 6,
    slug: 'five-plants-that-thrive-indoors',
    title: 'Five Plants That Thrive Indoors',
    short_description: 'Low light, dry air, forgetful watering: these five plants forgive all of it and still look good on a shelf.',
    tags: 'plants,home',
    daysAgo: 10,
    status: 'published',
    banner: true,
  },
  {
    id: 16,
    category_id: 7,
    slug: 'choosing-running-shoes-that-fit',
    title: 'Choosing Running Shoes That Fit',
    short_description: 'Cushioning, drop and width explained, plus the simple in-store test that tells you more than any spec sheet.',
    tags: 'running,fitness,shoes',
    daysAgo: 15,
    status: 'published',
    banner: true,
  },
  {
    id: 17,
    category_id: 8,
    slug: 'budget-gaming-setups',
    title: 'Budget Gaming Setups That Still Impress',
    short_description: 'Where to spend and where to save when you build a gaming corner: monitor, chair, headset and the desk underneath.',
    tags: 'gaming,tech',
    daysAgo: 19,
    status: 'published',
    banner: true,
  },
  {
    id: 18,
    category_id: 9,
    slug: 'how-our-sellers-photograph-products',
    title: 'How Our Sellers Photograph Their Products',
    short_description: 'Three shop owners share the lights, backdrops and phone settings they use for listing photos that sell.',
    tags: 'sellers,photography',
    daysAgo: 24,
    status: 'published',
    banner: true,
  },
  {
    id: 19,
    category_id: 10,
    slug: 'a-guide-to-eco-friendly-packaging',
    title: 'A Guide to Eco-Friendly Packaging',
    short_description: 'Paper tape, recycled mailers and right-sized boxes: how sellers on the marketplace cut plastic from every parcel.',
    tags: 'sustainability,sellers',
    daysAgo: 33,
    status: 'published',
    banner: true,
  },
  {
    id: 20,
    category_id: 11,
    slug: 'rainy-day-activities-for-kids',
    title: 'Rainy Day Activities for Kids',
    short_description: 'Crafts, building sets and a few screen-free games that keep children busy when the weather keeps them inside.',
    tags: 'kids,family,games',
    daysAgo: 42,
    status: 'published',
    banner: true,
  },
  {
    id: 21,
    category_id: 12,
    slug: 'pet-care-essentials-for-new-owners',
    title: 'Pet Care Essentials for New Owners',
    short_description: 'Bowls, beds, leads and the first vet visit: a calm shopping list for the week a new pet comes home.',
    tags: 'pets,checklist',
    daysAgo: 51,
    status: 'published',
    banner: true,
  },
  {
    id: 22,
    category_id: 3,
    slug: 'the-minimalist-desk',
    title: 'The Minimalist Desk',
    short_description: 'Fewer cables, better light and one good chair: small changes that make a home office pleasant to sit at all day.',
    tags: 'home,office',
    daysAgo: 60,
    status: 'published',
    banner: true,
  },
  {
    id: 23,
    category_id: 13,
    slug: 'baking-bread-at-home',
    title: 'Baking Bread at Home',
    short_description: 'A scale, a bowl, a hot oven and patience: everything you need for your first loaf, and nothing you do not.',
    tags: 'kitchen,baking',
    daysAgo: 69,
    status: 'published',
    banner: true,
  },
  {
    id: 24,
    category_id: 14,
    slug: PLAIN_POST_SLUG,
    title: 'Sun Care Myths, Debunked',
    short_description: 'SPF numbers, cloudy days and water resistance.',
    tags: null,
    daysAgo: 78,
    status: 'published',
    banner: false,
  },
  {
    id: 25,
    category_id: 15,
    slug: 'cycling-to-work-gear-checklist',
    title: 'Cycling to Work: Gear Checklist',
    short_description: 'Lights, locks, mudguards and a bag that keeps your laptop dry: what a daily bike commute really needs.',
    tags: 'cycling,commute,checklist',
    daysAgo: 87,
    status: 'published',
    banner: true,
  },
  {
    id: 26,
    category_id: 1,
    slug: 'back-to-school-shopping-list',
    title: 'Back to School Shopping List',
    short_description: 'Bags, stationery, lunch boxes and a laptop that survives a backpack: a list to print and tick off.',
    tags: 'school,checklist,buying guide',
    daysAgo: 96,
    status: 'published',
    banner: true,
  },
  {
    id: 27,
    category_id: 2,
    slug: DRAFT_SLUG,
    title: 'Coming Soon: Our Winter Collection',
    short_description: 'A first look at coats, knitwear and boots arriving later this year.',
    tags: 'winter,style',
    daysAgo: 0,
    status: 'draft',
    banner: true,
  },
];

/** Arabic rows for three of the main seed's posts (ids from seed/content.ts). */
export const ARABIC_FOR_OLD_POSTS: Record<number, { title: string; short_description: string; tags: string }> = {
  1: { title: 'كيف تختار الحاسوب المحمول المناسب للدراسة والعمل', short_description: 'نصائح عملية من محررينا.', tags: 'نصائح,دليل' },
  2: { title: 'عشر أدوات مطبخ يحتاجها كل طاه منزلي', short_description: 'أدوات بسيطة تصنع الفرق.', tags: 'مطبخ,منزل' },
  3: { title: 'تجديد خزانة الربيع: خمس قطع سهلة', short_description: 'قطع خفيفة لموسم جديد.', tags: 'موضة,ربيع' },
};

/** The well-discussed post's 14 comments (ids fixed, 3 hours apart, oldest first). */
export const DISCUSSION_COMMENTS: Array<{ id: number; user_id: number; comment: string }> = [
  { id: 101, user_id: 3, comment: 'Started with two smart plugs last year and never looked back.' },
  { id: 102, user_id: 4, comment: 'Does the hub work without an internet connection?' },
  { id: 103, user_id: 5, comment: 'Good point about a separate network for the devices.' },
  { id: 104, user_id: 6, comment: 'I would add a smart thermostat to the list.' },
  { id: 105, user_id: 7, comment: 'Which bulbs do you recommend for a bedroom?' },
  { id: 106, user_id: 8, comment: 'Bookmarked. Setting up our new flat next month.' },
  { id: 107, user_id: 9, comment: 'The voice assistant part was the most useful for me.' },
  { id: 108, user_id: 10, comment: 'Please write one about security cameras next.' },
  { id: 109, user_id: 11, comment: 'Motion sensors in the hallway are a game changer.' },
  { id: 110, user_id: 12, comment: 'Clear and practical, thank you!' },
  { id: 111, user_id: 2, comment: 'Is there a way to mix brands in one app?' },
  { id: 112, user_id: 4, comment: 'Ordered the starter plug pack after reading this.' },
  { id: 113, user_id: 6, comment: 'My parents finally understand what a smart home is.' },
  { id: 114, user_id: 3, comment: 'Great overview for beginners. Which speaker did you use for the photos?' },
];

/** Replies (ids fixed): level 0 answers a comment; deeper levels answer a reply (parent_id). */
export const DISCUSSION_REPLIES: Array<{
  id: number;
  blog_comment_id: number;
  parent_id: number | null;
  level: number;
  user_id: number;
  comment: string;
}> = [
  {
    id: 1,
    blog_comment_id: 114,
    parent_id: null,
    level: 0,
    user_id: BLOG_AUTHOR.id,
    comment: 'The mid-size speaker from the tech category.',
  },
  { id: 2, blog_comment_id: 114, parent_id: null, level: 0, user_id: 5, comment: 'Same question here!' },
  { id: 3, blog_comment_id: 114, parent_id: 1, level: 1, user_id: 3, comment: 'Thanks, ordered one.' },
  { id: 4, blog_comment_id: 114, parent_id: 3, level: 2, user_id: 8, comment: 'Let us know how it sounds.' },
  { id: 5, blog_comment_id: 112, parent_id: null, level: 0, user_id: 1, comment: 'Same here, it arrived in two days.' },
  { id: 6, blog_comment_id: 110, parent_id: null, level: 0, user_id: 2, comment: 'Agreed, very clear.' },
  {
    id: 7,
    blog_comment_id: 102,
    parent_id: null,
    level: 0,
    user_id: BLOG_AUTHOR.id,
    comment: 'Most hubs keep local automations running offline.',
  },
];

/** Likes: comments and replies, by several users (Jane, user 1, likes comment 113 and reply 1). */
export const DISCUSSION_LIKES: Array<{ user_id: number; on: 'comment' | 'reply'; id: number }> = [
  { user_id: 2, on: 'comment', id: 114 },
  { user_id: 5, on: 'comment', id: 114 },
  { user_id: 8, on: 'comment', id: 114 },
  { user_id: 1, on: 'comment', id: 113 },
  { user_id: 3, on: 'comment', id: 110 },
  { user_id: 6, on: 'comment', id: 102 },
  { user_id: 1, on: 'reply', id: 1 },
  { user_id: 4, on: 'reply', id: 1 },
  { user_id: 2, on: 'reply', id: 3 },
];

/** How many view rows each post gets (the well-discussed post is the most viewed). */
export function seededViews(blogId: number): number {
  return blogId === WELL_DISCUSSED_ID ? 24 : (blogId * 7) % 13;
}

/**
 * A post's HTML body: headings, a list, an image, a link to a store path and one to another site.
 * Image sources are stored site-relative and made absolute when served (the original's editor
 * stores absolute URLs; the reference server's origin is only known per request).
 */
export function blogBody(post: { id: number; title: string; short_description: string }, lang: 'en' | 'ar' = 'en'): string {
  if (lang === 'ar') {
    return (
      `<p>${post.short_description}</p>` +
      `<h2>ما الذي تبحث عنه</h2><ul><li>جودة المواد</li><li>تقييمات صادقة</li><li>بائع موثوق</li></ul>` +
      `<p><img src="/images/blog/${post.id}-640x360.svg" alt="${post.title}" width="640" height="360"></p>` +
      `<p>تعرف علينا في <a href="/page/about-us">صفحة من نحن</a>.</p>`
    );
  }
  return (
    `<p>${post.short_description}</p>` +
    `<h2>What to look for</h2><ul><li>Quality materials and a clear warranty</li><li>Honest reviews from other shoppers</li><li>A seller with good ratings</li></ul>` +
    `<p><img src="/images/blog/${post.id}-640x360.svg" alt="${post.title}" width="640" height="360"></p>` +
    `<h3>Before you buy</h3><ol><li>Compare two or three options side by side.</li><li>Add your favourites to the wishlist.</li></ol>` +
    `<p>Questions? Read <a href="/page/about-us">about us</a> or the <a href="https://www.consumer.example.org/guides" target="_blank" rel="noopener">independent buying guides</a>.</p>`
  );
}
