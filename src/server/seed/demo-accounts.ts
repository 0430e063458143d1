/** The seeded accounts everyone knows the password of: they sign in with it only on the server's computer. */
export const DEMO_PASSWORD = 'campus123';

export const demoAccounts = [
  { email: 'admin@campus.test', name: 'Campus Admin', role: 'admin' },
  { email: 'seller@campus.test', name: 'Sadia Rahman', role: 'seller' },
  { email: 'seller2@campus.test', name: 'Tanvir Hasan', role: 'seller' },
  { email: 'buyer@campus.test', name: 'Nusrat Jahan', role: 'user' },
  { email: 'buyer2@campus.test', name: 'Arif Chowdhury', role: 'user' },
] as const;
