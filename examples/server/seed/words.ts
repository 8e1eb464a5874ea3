/** Word lists for the generated catalogue. */

export type VariantKind = 'none' | 'size' | 'shoe' | 'storage' | 'volume' | 'colour';

export interface LeafSpec {
  title: string;
  nouns: string[];
  price: [number, number];
  variant: VariantKind;
  /** Share of products in this category that have variants. */
  variantShare?: number;
  children?: LeafSpec[];
}

export interface TopSpec {
  title: string;
  icon: string;
  brands: string[];
  code: string;
  children: LeafSpec[];
}

export const CATEGORY_TREE: TopSpec[] = [
  {
    title: 'Electronics',
    icon: 'bolt',
    code: 'ELC',
    brands: ['Pixelforge', 'Nordwave', 'Vertex', 'Lumina'],
    children: [
      { title: 'Smartphones', nouns: ['Smartphone', 'Phone', 'Mobile Phone'], price: [149, 1199], variant: 'storage', variantShare: 0.7 },
      { title: 'Laptops', nouns: ['Laptop', 'Notebook', 'Ultrabook'], price: [399, 2199], variant: 'storage', variantShare: 0.5 },
      { title: 'Headphones', nouns: ['Headphones', 'Earbuds', 'Headset'], price: [19, 349], variant: 'colour', variantShare: 0.5 },
      { title: 'Cameras', nouns: ['Camera', 'Action Camera', 'Mirrorless Camera'], price: [89, 1899], variant: 'none' },
      { title: 'Smart Watches', nouns: ['Smart Watch', 'Fitness Tracker'], price: [39, 499], variant: 'colour', variantShare: 0.5 },
    ],
  },
  {
    title: 'Fashion',
    icon: 'shirt',
    code: 'FSH',
    brands: ['Velvet Lane', 'Orchid & Co', 'Bramble', 'Kestrel'],
    children: [
      {
        title: "Men's Clothing",
        nouns: ['Shirt', 'Chinos', 'Hoodie'],
        price: [15, 129],
        variant: 'size',
        variantShare: 0.7,
        children: [
          { title: 'T-Shirts', nouns: ['T-Shirt', 'Crew Neck Tee', 'Polo Shirt'], price: [9, 49], variant: 'size', variantShare: 0.8 },
          { title: 'Jackets', nouns: ['Jacket', 'Parka', 'Bomber Jacket'], price: [39, 249], variant: 'size', variantShare: 0.8 },
        ],
      },
      {
        title: "Women's Clothing",
        nouns: ['Blouse', 'Skirt', 'Cardigan'],
        price: [15, 149],
        variant: 'size',
        variantShare: 0.7,
        children: [
          { title: 'Dresses', nouns: ['Dress', 'Maxi Dress', 'Wrap Dress'], price: [25, 189], variant: 'size', variantShare: 0.8 },
          { title: 'Tops', nouns: ['Top', 'Tank Top', 'Tunic'], price: [12, 69], variant: 'size', variantShare: 0.8 },
        ],
      },
      { title: 'Shoes', nouns: ['Sneakers', 'Loafers', 'Running Shoes', 'Boots'], price: [29, 199], variant: 'shoe', variantShare: 0.8 },
      { title: 'Bags', nouns: ['Backpack', 'Tote Bag', 'Crossbody Bag'], price: [19, 229], variant: 'colour', variantShare: 0.6 },
    ],
  },
  {
    title: 'Home & Kitchen',
    icon: 'home',
    code: 'HOM',
    brands: ['Harbor Home', 'Ironbark', 'Solace', 'Meadowlark'],
    children: [
      { title: 'Cookware', nouns: ['Frying Pan', 'Saucepan', 'Dutch Oven', 'Wok'], price: [15, 189], variant: 'none' },
      {
        title: 'Furniture',
        nouns: ['Armchair', 'Coffee Table', 'Bookshelf', 'Desk'],
        price: [59, 899],
        variant: 'colour',
        variantShare: 0.3,
      },
      { title: 'Home Decor', nouns: ['Vase', 'Wall Clock', 'Table Lamp', 'Candle Set'], price: [9, 129], variant: 'none' },
      { title: 'Bedding', nouns: ['Duvet Cover', 'Pillow Set', 'Throw Blanket'], price: [19, 159], variant: 'colour', variantShare: 0.4 },
    ],
  },
  {
    title: 'Beauty & Health',
    icon: 'sparkle',
    code: 'BTY',
    brands: ['Lumina', 'Orchid & Co', 'Solace', 'Tidewater'],
    children: [
      { title: 'Skincare', nouns: ['Face Cream', 'Serum', 'Cleanser', 'Sunscreen'], price: [8, 79], variant: 'none' },
      { title: 'Makeup', nouns: ['Lipstick', 'Mascara', 'Foundation', 'Eyeshadow Palette'], price: [6, 59], variant: 'none' },
      {
        title: 'Fragrances',
        nouns: ['Eau de Parfum', 'Eau de Toilette', 'Body Mist'],
        price: [19, 159],
        variant: 'volume',
        variantShare: 0.7,
      },
      { title: 'Personal Care', nouns: ['Electric Toothbrush', 'Hair Dryer', 'Shaver'], price: [15, 149], variant: 'none' },
    ],
  },
  {
    title: 'Sports & Outdoors',
    icon: 'ball',
    code: 'SPT',
    brands: ['Summit Gear', 'Kestrel', 'Ironbark', 'Zephyr'],
    children: [
      { title: 'Fitness', nouns: ['Yoga Mat', 'Dumbbell Set', 'Resistance Bands', 'Kettlebell'], price: [12, 199], variant: 'none' },
      { title: 'Cycling', nouns: ['Bike Helmet', 'Bike Light', 'Cycling Gloves'], price: [15, 149], variant: 'size', variantShare: 0.4 },
      { title: 'Camping', nouns: ['Tent', 'Sleeping Bag', 'Camping Stove', 'Lantern'], price: [19, 399], variant: 'none' },
      { title: 'Team Sports', nouns: ['Football', 'Basketball', 'Volleyball'], price: [12, 79], variant: 'none' },
    ],
  },
  {
    title: 'Toys & Games',
    icon: 'puzzle',
    code: 'TOY',
    brands: ['Meadowlark', 'Quill', 'Cobalt'],
    children: [
      { title: 'Board Games', nouns: ['Board Game', 'Card Game', 'Strategy Game'], price: [12, 69], variant: 'none' },
      { title: 'Building Sets', nouns: ['Building Set', 'Construction Kit', 'Robot Kit'], price: [15, 149], variant: 'none' },
      { title: 'Puzzles', nouns: ['Jigsaw Puzzle', 'Puzzle Cube', 'Brain Teaser'], price: [7, 39], variant: 'none' },
    ],
  },
  {
    title: 'Books & Stationery',
    icon: 'book',
    code: 'BKS',
    brands: ['Quill', 'Cobalt', 'Meadowlark'],
    children: [
      { title: 'Notebooks', nouns: ['Notebook', 'Journal', 'Planner'], price: [4, 35], variant: 'colour', variantShare: 0.3 },
      { title: 'Writing Instruments', nouns: ['Fountain Pen', 'Gel Pen Set', 'Pencil Set'], price: [3, 89], variant: 'none' },
      { title: 'Art Supplies', nouns: ['Watercolour Set', 'Sketchbook', 'Acrylic Paint Set'], price: [6, 79], variant: 'none' },
    ],
  },
  {
    title: 'Groceries',
    icon: 'basket',
    code: 'GRC',
    brands: ['Tidewater', 'Meadowlark', 'Bramble'],
    children: [
      { title: 'Coffee & Tea', nouns: ['Coffee Beans', 'Green Tea', 'Espresso Pods', 'Herbal Tea'], price: [4, 39], variant: 'none' },
      { title: 'Snacks', nouns: ['Trail Mix', 'Dark Chocolate', 'Granola Bars', 'Crackers'], price: [2, 19], variant: 'none' },
      { title: 'Pantry Staples', nouns: ['Olive Oil', 'Basmati Rice', 'Pasta', 'Honey'], price: [3, 29], variant: 'none' },
    ],
  },
  {
    title: 'Pet Supplies',
    icon: 'paw',
    code: 'PET',
    brands: ['Bramble', 'Harbor Home', 'Zephyr'],
    children: [
      { title: 'Dog Supplies', nouns: ['Dog Leash', 'Dog Bed', 'Chew Toy'], price: [6, 119], variant: 'size', variantShare: 0.4 },
      { title: 'Cat Supplies', nouns: ['Cat Tree', 'Scratching Post', 'Cat Toy Set'], price: [5, 149], variant: 'none' },
      { title: 'Aquarium', nouns: ['Aquarium Filter', 'Fish Tank', 'Aquarium Heater'], price: [12, 249], variant: 'none' },
    ],
  },
  {
    title: 'Automotive',
    icon: 'car',
    code: 'AUT',
    brands: ['Ironbark', 'Vertex', 'Cobalt'],
    children: [
      { title: 'Car Accessories', nouns: ['Phone Mount', 'Seat Cover', 'Dash Cam'], price: [9, 179], variant: 'none' },
      { title: 'Tools & Equipment', nouns: ['Tyre Inflator', 'Socket Set', 'Jump Starter'], price: [15, 199], variant: 'none' },
      { title: 'Car Care', nouns: ['Car Wax', 'Microfibre Cloths', 'Interior Cleaner'], price: [5, 49], variant: 'none' },
    ],
  },
];

export const BRAND_NAMES = [
  'Pixelforge',
  'Nordwave',
  'Vertex',
  'Lumina',
  'Velvet Lane',
  'Orchid & Co',
  'Bramble',
  'Kestrel',
  'Harbor Home',
  'Ironbark',
  'Solace',
  'Meadowlark',
  'Tidewater',
  'Summit Gear',
  'Zephyr',
  'Quill',
  'Cobalt',
  'Aurora',
];

export const ADJECTIVES = [
  'Classic',
  'Premium',
  'Ultra',
  'Compact',
  'Everyday',
  'Deluxe',
  'Essential',
  'Smart',
  'Eco',
  'Vintage',
  'Modern',
  'Lightweight',
  'Portable',
  'Signature',
  'Heritage',
  'Urban',
  'Nova',
  'Studio',
  'Active',
  'Pure',
];

export const MODELS = ['', '', '', 'Pro', 'Max', 'Mini', 'Plus', 'Lite', 'X2', 'S', '200', '3', 'Air', 'Edge'];

export const COLORS: Array<{ name: string; code: string }> = [
  { name: 'Red', code: '#E53935' },
  { name: 'Blue', code: '#1E88E5' },
  { name: 'Green', code: '#43A047' },
  { name: 'Black', code: '#212121' },
  { name: 'White', code: '#FAFAFA' },
  { name: 'Grey', code: '#9E9E9E' },
  { name: 'Navy', code: '#1A237E' },
  { name: 'Pink', code: '#EC407A' },
  { name: 'Yellow', code: '#FDD835' },
  { name: 'Brown', code: '#6D4C41' },
  { name: 'Purple', code: '#8E24AA' },
  { name: 'Orange', code: '#FB8C00' },
];

/** Attributes in id order; `step` is the price added per value position (fraction of the base price when < 1). */
export const ATTRIBUTES: Array<{ title: string; kind: VariantKind; values: string[]; step: number }> = [
  { title: 'Size', kind: 'size', values: ['S', 'M', 'L', 'XL', 'XXL'], step: 0 },
  { title: 'Shoe Size', kind: 'shoe', values: ['38', '39', '40', '41', '42', '43', '44', '45'], step: 0 },
  { title: 'Storage', kind: 'storage', values: ['64GB', '128GB', '256GB', '512GB'], step: 0.18 },
  { title: 'Volume', kind: 'volume', values: ['30ml', '50ml', '100ml'], step: 0.35 },
];

export const SHOP_NAMES = [
  'Nordic Nook',
  'Urban Threads',
  'Gadget Garage',
  'Green Pantry',
  'Paws & Claws',
  'Page Turner',
  'Glow Beauty Bar',
  'Trailblazer Outfitters',
  'Home Harmony',
  'Toy Chest',
  'Auto Haven',
  'Style Loft',
  'Tech Haven',
  'Daily Basket',
];

export const TAGLINES = [
  'Quality you can feel',
  'Curated with care',
  'Everyday essentials, delivered',
  'Small shop, big heart',
  'Built to last',
  'Fresh picks every week',
  'Your neighbourhood favourite',
];

export const FIRST_NAMES = [
  'Alex',
  'Maya',
  'Omar',
  'Lena',
  'Noah',
  'Sara',
  'Yusuf',
  'Ivy',
  'Leo',
  'Nina',
  'Ravi',
  'Zoe',
  'Karim',
  'Elena',
  'Tom',
];
export const LAST_NAMES = ['Hughes', 'Patel', 'Haddad', 'Novak', 'Kim', 'Silva', 'Okafor', 'Jensen', 'Rossi', 'Tanaka'];

export const REVIEW_TITLES: Record<number, string[]> = {
  5: ['Absolutely love it', 'Exceeded expectations', 'Perfect', 'Great value'],
  4: ['Very good', 'Solid choice', 'Happy with it', 'Works well'],
  3: ['Decent', 'Does the job', 'Okay for the price'],
  2: ['Not great', 'Expected more'],
  1: ['Disappointed', 'Would not buy again'],
};

export const REVIEW_COMMENTS: Record<number, string[]> = {
  5: [
    'Arrived quickly and the quality is excellent.',
    'Exactly as described. Would recommend to anyone.',
    'I use it every day and it still looks brand new.',
  ],
  4: ['Good quality, shipping took a little longer than expected.', 'Nice product, the colour is slightly different from the photos.'],
  3: ['It is fine, nothing special.', 'Average quality but a fair price.'],
  2: ['The finish is not as good as I hoped.', 'Smaller than I expected.'],
  1: ['Stopped working after a week.', 'Poor quality, returned it.'],
};

export const FEATURES = [
  'Carefully made from durable materials',
  'Easy to clean and maintain',
  'Designed for everyday use',
  'Backed by a 12-month warranty',
  'Ships in recyclable packaging',
  'Tested for quality and safety',
  'Comfortable and lightweight',
  'Compact design that saves space',
  'Great as a gift',
];
