import { PORTAL_LINKS, type OutsideLink } from '../school';
import { PARENT_PORTAL_HELP_DESK } from '../timings';
import { photo } from '../photos';
import type { Article, Block, ExternalLink } from '../types';

/** The portal links the office has given, and for each it has not, a line saying it will publish it. */
function portalBlocks(...links: OutsideLink[]): Block[] {
  const given = links.filter((link): link is OutsideLink & ExternalLink => link.href !== null).map(({ text, href }) => ({ text, href }));
  const pending = links.filter((link) => link.href === null).map((link): Block => ({ kind: 'pending', what: link.pending }));
  return [...(given.length > 0 ? [{ kind: 'external-links', links: given } satisfies Block] : []), ...pending];
}

export const PARENT_PORTAL_GUIDELINES: Article = {
  path: '/parent-portal-guidelines',
  title: 'Parent Portal Guidelines',
  description: 'How to log in, reset your password, pay fees online and install the mobile app.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: "The parent portal shows your child's attendance, homework, circulars, report cards and fees.",
        },
        ...portalBlocks(PORTAL_LINKS.parentPortal),
        {
          kind: 'steps',
          steps: [
            {
              title: 'Log in',
              items: [
                'Open the parent portal in your browser.',
                'Enter the user name and password given to you by the school office.',
                'Choose your child\'s name if you have more than one child in the school.',
              ],
            },
            {
              title: 'Reset your password',
              items: [
                'Select "Forgot password" on the login page.',
                'Enter your registered mobile number.',
                'You will receive an SMS with a one-time password; enter it and choose a new password.',
              ],
            },
            {
              title: 'Pay fees online',
              items: [
                'Go to Fees and select the installment you want to pay.',
                'Check the amount and select "Pay now".',
                'You are taken to the payment gateway: pay by net banking, UPI, debit card or credit card.',
                'Download the receipt once the payment succeeds; it is also available later under Fees.',
              ],
            },
            {
              title: 'Install the mobile app',
              items: [
                'Search for the school\'s parent app in the Google Play Store or the Apple App Store and install it.',
                'Log in with the same user name and password as the portal.',
                'Allow notifications to receive circulars and messages at once.',
              ],
            },
          ],
        },
      ],
    },
    {
      heading: 'Help desk',
      blocks: [
        {
          kind: 'paragraph',
          text: `The help desk answers from ${PARENT_PORTAL_HELP_DESK.from} to ${PARENT_PORTAL_HELP_DESK.to} for any trouble with the portal, the app or online payment.`,
        },
      ],
    },
  ],
};

export const ERP_SOFTWARE: Article = {
  path: '/erp-software',
  title: 'School ERP Software',
  description: 'The school management software behind our parent portal and app.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our school runs on a cloud-based school ERP that brings admissions, attendance, fees, examinations, transport and communication into one place. Teachers mark attendance and share homework from their phones; parents see it at once in the portal and the app; the office collects fees online and issues receipts automatically.',
        },
        ...portalBlocks(PORTAL_LINKS.erp, PORTAL_LINKS.parentPortal),
        {
          kind: 'photos',
          open: 'modal',
          columns: 3,
          photos: [
            photo('erp/dashboard', 'The ERP dashboard with attendance and fee summaries', 'Dashboard'),
            photo('erp/fees', 'The online fee payment screen', 'Online fees'),
            photo('erp/app', 'The parent mobile app showing a circular', 'Mobile app'),
          ],
        },
      ],
    },
  ],
};
