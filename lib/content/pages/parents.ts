import { PORTAL_LINKS, type OutsideLink } from '../school';
import { PARENT_PORTAL_HELP_DESK } from '../timings';
import { photosBlock } from '../photos';
import type { Article, Block, ExternalLink } from '../types';

/** The portal links the office has given, and for each it has not, a line saying it will publish it. */
function portalBlocks(...links: OutsideLink[]): Block[] {
  const given = links.filter((link): link is OutsideLink & ExternalLink => link.href !== null).map(({ text, href }) => ({ text, href }));
  const pending = links.filter((link) => link.href === null).map((link): Block => ({ kind: 'pending', what: link.pending }));
  return [...(given.length > 0 ? [{ kind: 'external-links', links: given } satisfies Block] : []), ...pending];
}

/** The steps the spec gives for the portal, in its words; the portal's own screens say the rest. */
export const PARENT_PORTAL_GUIDELINES: Article = {
  path: '/parent-portal-guidelines',
  title: 'Parent Portal Guidelines',
  description: 'How to log in, reset your password, pay fees online and install the mobile app.',
  sections: [
    {
      blocks: [
        ...portalBlocks(PORTAL_LINKS.parentPortal),
        {
          kind: 'steps',
          steps: [
            { title: 'Log in', items: ['Log in to the parent portal.'] },
            { title: 'Reset your password', items: ['Reset your password with your registered mobile number.', 'You receive an SMS to complete the reset.'] },
            { title: 'Pay fees online', items: ['Select the instalment you want to pay.', 'Pay through the payment gateway.'] },
            { title: 'Install the mobile app', items: ['Install the mobile app and log in.'] },
          ],
        },
      ],
    },
    {
      heading: 'Help desk',
      blocks: [{ kind: 'paragraph', text: `The help desk answers from ${PARENT_PORTAL_HELP_DESK.from} to ${PARENT_PORTAL_HELP_DESK.to}.` }],
    },
  ],
};

export const ERP_SOFTWARE: Article = {
  path: '/erp-software',
  title: 'School ERP Software',
  description: 'About the school ERP software, and its login.',
  sections: [
    {
      blocks: [
        { kind: 'pending', what: 'a description of the school ERP software' },
        ...portalBlocks(PORTAL_LINKS.erp, PORTAL_LINKS.parentPortal),
        photosBlock('erp', { open: 'modal', columns: 3 }),
      ],
    },
  ],
};
