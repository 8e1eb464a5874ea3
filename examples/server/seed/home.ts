/**
 * The `home_page_contents` setting: the admin's home page layout, a 0-based list of
 * `{<section_key>: <config>}` (1.6.7 PageRepository@updateHomeContent stores it this way).
 * home/page serves it in windows (page 1 = entries 0–3, page n = 3n−2…3n); the host page's
 * `home_components` is the list of keys in this order.
 *
 * Every section type of the original is used once or more, with these choices:
 * - seller sections (top/best/featured/express sellers) appear because seller_system is on;
 * - video_shopping appears because the video_shopping add-on is on (settings.add_ons);
 * - gift_idea / business_idea are left out: they exist only with the ramdhani add-on, which is off.
 * Banner configs hold media ids (rendered as generated images) and links: a router path, an https
 * URL, and a path with a `%` in it (the widget must cope with it).
 */
export type HomeSection =
  | { banner: { thumbnail: string[]; url: string[] } }
  | { campaign: string[] }
  | { popular_category: string[] }
  | { top_category: string[] }
  | { todays_deal: string[] }
  | { flash_deal: string[] }
  | { latest_product: string[] }
  | { custom_products: string[] }
  | { category_section: { category: string; banner: string; banner_url: string | null } }
  | { best_selling_products: string[] }
  | { offer_ending_soon: { banner: string; banner_url: string | null } }
  | { latest_news: string[] }
  | { top_sellers: string[] }
  | { best_sellers: string[] }
  | { featured_sellers: string[] }
  | { express_sellers: string[] }
  | { popular_brands: string[] }
  | { download_section: { banner: string; text: string; sub_text: string } }
  | { video_shopping: string[] };

/** Category ids follow seed/words.ts CATEGORY_TREE (1 = Electronics, 2 = Smartphones, …). */
export function homePageContents(categoryIdBySlug: Map<string, number>): HomeSection[] {
  const cat = (slug: string) => String(categoryIdBySlug.get(slug) ?? 1);
  const tops = [...categoryIdBySlug.entries()]
    .filter(([slug]) => ['electronics', 'fashion', 'home-and-kitchen'].includes(slug))
    .map(([, id]) => String(id));
  return [
    // page 1: entries 0–3
    {
      banner: {
        thumbnail: ['201', '202', '203', '204'],
        url: ['/campaign/tech-fest', 'https://blog.yoori.example/spring', '/campaign/100%-off', '/daily-deals'],
      },
    },
    { popular_category: tops.concat([cat('smartphones'), cat('shoes'), cat('cookware')]) },
    { todays_deal: [] },
    { category_section: { category: cat('electronics'), banner: '205', banner_url: '/category/electronics' } },
    // page 2: 4–6
    { flash_deal: [] },
    { campaign: ['1', '2', '3', '4'] },
    { latest_product: [] },
    // page 3: 7–9
    { top_category: [cat('smartphones'), cat('laptops'), cat('dresses'), cat('furniture')] },
    { best_selling_products: [] },
    { offer_ending_soon: { banner: '206', banner_url: '/offer/products' } },
    // page 4: 10–12
    { banner: { thumbnail: ['207', '208'], url: ['/best-selling/products', 'https://www.instagram.com/yoori.demo'] } },
    { latest_news: [] },
    { top_sellers: [] },
    // page 5: 13–15
    { best_sellers: [] },
    { featured_sellers: ['1001', '1004', '1007', '1010'] },
    { express_sellers: ['1002', '1006', '1010'] },
    // page 6: 16–18
    { popular_brands: ['1', '2', '3'] },
    { custom_products: ['2', '3', '4', '5', '6', '7'] },
    { download_section: { banner: '209', text: 'Shop on the go', sub_text: 'Get the app for faster checkout and app-only deals.' } },
    // page 7: 19–20
    { video_shopping: [] },
    { category_section: { category: cat('fashion'), banner: '210', banner_url: null } },
  ];
}
