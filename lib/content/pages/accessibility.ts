import { REACH_THE_OFFICE } from '../school';
import type { Article } from '../types';

/** Working days within which the office answers an accessibility report. */

export const ACCESSIBILITY: Article = {
  path: '/accessibility',
  title: 'Accessibility',
  description: 'How this website meets WCAG 2.2 AA, what is still short, and how to tell us about a problem.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: `We want every parent, student and visitor to be able to use this website, whatever device, browser or assistive technology they use. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, including its target size rule: every link and button is at least 24 by 24 pixels.`,
        },
      ],
    },
    {
      heading: 'What you can expect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Every page works with a keyboard alone: the menu, tabs, pop-ups, photo viewer and prospectus flip-book included. A "Skip to main content" link is the first stop on every page, and the focus is always visible.',
            'Pages are built with headings in order and named regions (header, navigation, main content, footer), so screen readers can move around them.',
            'Images have text alternatives; the prospectus can also be read as text under the flip-book.',
            'Text and controls meet the AA contrast ratios, and pages can be zoomed to 200% or read on a narrow phone without losing content.',
            'Sliders and tickers can be paused, and they stop moving when your device asks for reduced motion.',
            'Every form field has a label, and a form that cannot be sent says which field needs attention, without losing what you typed.',
          ],
        },
      ],
    },
    {
      heading: 'How we check',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every page, and every menu, pop-up, photo viewer and the flip-book in its open state, is checked automatically against WCAG 2.0, 2.1 and 2.2 A and AA rules before each change is published, and the keyboard journeys are tested in a real browser.',
        },
      ],
    },
    {
      heading: 'What is still short',
      blocks: [
        {
          kind: 'list',
          items: [
            'Photos, circulars and newsletters come from the school office. Photos are described by their album or event title, which is not always a full description, and older PDF circulars may not be tagged for screen readers. Ask the office for any document in another format.',
            'The map on the Contact Us page is provided by Google and is outside our control; the address and directions link next to it are plain text.',
          ],
        },
      ],
    },
    {
      heading: 'Report a problem',
      blocks: [
        {
          kind: 'paragraph',
          text: `If something on this website is hard to use, please tell us on the Report a problem page, with the page address and what went wrong; or ${REACH_THE_OFFICE}.`,
        },
        { kind: 'see-also', links: [{ text: 'Report a problem', href: '/report-a-problem' }] },
      ],
    },
  ],
};
