export type MenuEntry = { label: string; to: string; hint?: string } | { label: string; onSelect: () => void; hint?: string } | 'divider';

/** The public site's menu for a visitor who is not signed in. */
export const visitorMenu: MenuEntry[] = [
  { label: 'Create an account', to: '/#register', hint: 'Free to register' },
  { label: 'Sign in', to: '/login' },
  'divider',
  { label: 'Deal history', to: '/#history' },
  { label: 'Capital provider matching', to: '/#matching' },
  { label: 'Sharing and data rooms', to: '/#sharing' },
  'divider',
  { label: 'Product', to: '/product' },
  { label: 'Features', to: '/product/features' },
  { label: 'How it works', to: '/product/process' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Book a demo', to: '/demos/calendar' },
  { label: 'About us', to: '/org' },
  'divider',
  { label: 'Forgot password or activation email', to: '/recovery' },
];
