/** The demo shop: campus categories and the listings of the two demo sellers. */

export const demoCategories: Record<string, string[]> = {
  Books: ['Textbooks', 'Novels', 'Exam Guides'],
  Electronics: ['Laptops', 'Phones', 'Accessories'],
  Furniture: ['Desks', 'Chairs', 'Storage'],
  Clothing: ['Hoodies', 'Formal Wear', 'Shoes'],
  Stationery: ['Notebooks', 'Pens', 'Lab Supplies'],
  Sports: ['Football', 'Cricket', 'Fitness'],
};

export type DemoProduct = {
  name: string;
  category: keyof typeof demoCategories;
  subcategory: string;
  price: number;
  stock: number;
  seller: 1 | 2;
  status?: 'pending' | 'out-of-stock';
  condition: string;
};

export const demoProducts: DemoProduct[] = [
  { name: 'Calculus: Early Transcendentals', category: 'Books', subcategory: 'Textbooks', price: 1200, stock: 3, seller: 1, condition: 'Like new' },
  { name: 'Introduction to Algorithms', category: 'Books', subcategory: 'Textbooks', price: 1800, stock: 2, seller: 2, condition: 'Good' },
  { name: 'Organic Chemistry Textbook', category: 'Books', subcategory: 'Textbooks', price: 950, stock: 0, seller: 1, condition: 'Fair', status: 'out-of-stock' },
  { name: 'Physics for Scientists', category: 'Books', subcategory: 'Textbooks', price: 1100, stock: 4, seller: 2, condition: 'Good' },
  { name: 'The Alchemist (paperback)', category: 'Books', subcategory: 'Novels', price: 250, stock: 5, seller: 1, condition: 'Good' },
  { name: 'Pather Panchali', category: 'Books', subcategory: 'Novels', price: 300, stock: 2, seller: 2, condition: 'Like new' },
  { name: 'GRE Complete Guide', category: 'Books', subcategory: 'Exam Guides', price: 700, stock: 6, seller: 1, condition: 'Good' },
  { name: 'IELTS Practice Tests', category: 'Books', subcategory: 'Exam Guides', price: 450, stock: 1, seller: 2, condition: 'Good', status: 'pending' },
  { name: 'Lenovo ThinkPad T480', category: 'Electronics', subcategory: 'Laptops', price: 32000, stock: 1, seller: 2, condition: 'Good' },
  { name: 'MacBook Air M1', category: 'Electronics', subcategory: 'Laptops', price: 68000, stock: 1, seller: 1, condition: 'Like new' },
  { name: 'Dell Inspiron 15', category: 'Electronics', subcategory: 'Laptops', price: 28000, stock: 0, seller: 2, condition: 'Fair' },
  { name: 'Samsung Galaxy A54', category: 'Electronics', subcategory: 'Phones', price: 26000, stock: 2, seller: 1, condition: 'Good' },
  { name: 'Xiaomi Redmi Note 12', category: 'Electronics', subcategory: 'Phones', price: 15500, stock: 3, seller: 2, condition: 'Good' },
  { name: 'Scientific Calculator fx-991EX', category: 'Electronics', subcategory: 'Accessories', price: 1650, stock: 8, seller: 1, condition: 'New' },
  { name: 'USB-C Charger 65W', category: 'Electronics', subcategory: 'Accessories', price: 1400, stock: 10, seller: 2, condition: 'New' },
  { name: 'Wireless Mouse', category: 'Electronics', subcategory: 'Accessories', price: 650, stock: 12, seller: 1, condition: 'New' },
  { name: 'Noise Cancelling Headphones', category: 'Electronics', subcategory: 'Accessories', price: 4200, stock: 2, seller: 2, condition: 'Like new', status: 'pending' },
  { name: 'Foldable Study Desk', category: 'Furniture', subcategory: 'Desks', price: 3500, stock: 2, seller: 1, condition: 'Good' },
  { name: 'Standing Desk Converter', category: 'Furniture', subcategory: 'Desks', price: 5200, stock: 1, seller: 2, condition: 'Like new' },
  { name: 'Ergonomic Office Chair', category: 'Furniture', subcategory: 'Chairs', price: 6500, stock: 1, seller: 1, condition: 'Good' },
  { name: 'Plastic Stackable Chair', category: 'Furniture', subcategory: 'Chairs', price: 800, stock: 6, seller: 2, condition: 'Good' },
  { name: 'Bookshelf, 4 tiers', category: 'Furniture', subcategory: 'Storage', price: 2800, stock: 0, seller: 1, condition: 'Good', status: 'out-of-stock' },
  { name: 'Under-bed Storage Box', category: 'Furniture', subcategory: 'Storage', price: 900, stock: 4, seller: 2, condition: 'New' },
  { name: 'University Hoodie (M)', category: 'Clothing', subcategory: 'Hoodies', price: 1500, stock: 7, seller: 1, condition: 'New' },
  { name: 'Engineering Dept Hoodie (L)', category: 'Clothing', subcategory: 'Hoodies', price: 1600, stock: 3, seller: 2, condition: 'New' },
  { name: 'Formal Blazer, navy', category: 'Clothing', subcategory: 'Formal Wear', price: 3800, stock: 1, seller: 1, condition: 'Like new' },
  { name: 'White Lab Coat', category: 'Clothing', subcategory: 'Formal Wear', price: 750, stock: 9, seller: 2, condition: 'New' },
  { name: 'Running Shoes, size 42', category: 'Clothing', subcategory: 'Shoes', price: 2900, stock: 1, seller: 1, condition: 'Good' },
  { name: 'A4 Ruled Notebooks (5 pack)', category: 'Stationery', subcategory: 'Notebooks', price: 350, stock: 20, seller: 2, condition: 'New' },
  { name: 'Graph Paper Pad', category: 'Stationery', subcategory: 'Notebooks', price: 120, stock: 15, seller: 1, condition: 'New' },
  { name: 'Gel Pen Set (12 colours)', category: 'Stationery', subcategory: 'Pens', price: 280, stock: 11, seller: 2, condition: 'New' },
  { name: 'Fountain Pen', category: 'Stationery', subcategory: 'Pens', price: 900, stock: 2, seller: 1, condition: 'Like new', status: 'pending' },
  { name: 'Chemistry Lab Goggles', category: 'Stationery', subcategory: 'Lab Supplies', price: 400, stock: 6, seller: 2, condition: 'New' },
  { name: 'Drafting Compass Set', category: 'Stationery', subcategory: 'Lab Supplies', price: 550, stock: 0, seller: 1, condition: 'Good' },
  { name: 'Football, size 5', category: 'Sports', subcategory: 'Football', price: 1300, stock: 4, seller: 2, condition: 'Good' },
  { name: 'Football Boots, size 41', category: 'Sports', subcategory: 'Football', price: 2400, stock: 1, seller: 1, condition: 'Fair' },
  { name: 'Cricket Bat (English willow)', category: 'Sports', subcategory: 'Cricket', price: 5500, stock: 1, seller: 2, condition: 'Good' },
  { name: 'Tennis Ball Pack', category: 'Sports', subcategory: 'Cricket', price: 300, stock: 10, seller: 1, condition: 'New' },
  { name: 'Yoga Mat', category: 'Sports', subcategory: 'Fitness', price: 850, stock: 5, seller: 2, condition: 'Like new' },
  { name: 'Adjustable Dumbbells (2 x 10 kg)', category: 'Sports', subcategory: 'Fitness', price: 4800, stock: 1, seller: 1, condition: 'Good' },
];

export const demoReviews: { product: string; reviewer: 1 | 2; rating: number; comment: string }[] = [
  { product: 'Calculus: Early Transcendentals', reviewer: 1, rating: 5, comment: 'Clean pages, no highlighting. Saved me a fortune.' },
  { product: 'Calculus: Early Transcendentals', reviewer: 2, rating: 4, comment: 'Good copy, a little wear on the cover.' },
  { product: 'Lenovo ThinkPad T480', reviewer: 1, rating: 5, comment: 'Battery still lasts a full day of classes.' },
  { product: 'Scientific Calculator fx-991EX', reviewer: 2, rating: 5, comment: 'Works perfectly, came with the cover.' },
  { product: 'Ergonomic Office Chair', reviewer: 1, rating: 4, comment: 'Comfortable for long study sessions.' },
  { product: 'University Hoodie (M)', reviewer: 2, rating: 3, comment: 'Nice, but runs a bit small.' },
  { product: 'Yoga Mat', reviewer: 1, rating: 5, comment: 'Thick and grippy. Recommended.' },
  { product: 'Introduction to Algorithms', reviewer: 2, rating: 5, comment: 'The classic. In great condition.' },
];
