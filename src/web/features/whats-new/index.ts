export { useWhatsNew } from './whats-new-context';
export { WhatsNewHost } from './whats-new-host';
