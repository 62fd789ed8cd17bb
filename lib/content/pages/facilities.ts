import { SCHOOL_FACTS } from '../about';
import { photo } from '../photos';
import type { Article, Tab } from '../types';

function facility(label: string, image: string, alt: string, text: string): Tab {
  return { label, blocks: [{ kind: 'paragraph', text }, { kind: 'photos', columns: 1, photos: [photo(`infrastructure/${image}`, alt)] }] };
}

export const INFRASTRUCTURE: Article = {
  path: '/infrastructure',
  title: 'Infrastructure',
  description: 'Laboratories, library, play area, auditorium, classrooms and more.',
  sections: [
    {
      blocks: [
        {
          kind: 'tabs',
          label: 'Facilities',
          tabs: [
            facility('Labs', 'labs', 'Students working in the science laboratory', `Separate physics, chemistry, biology and computer laboratories, with ${SCHOOL_FACTS.computersAndLaptops} computers and laptops for students.`),
            facility('Library', 'library', 'Students reading in the library', `Over ${SCHOOL_FACTS.libraryBooksOver} books, magazines and newspapers, with a reading corner for the younger classes.`),
            facility('Play Area', 'play-area', 'Children on the slides and swings of the play area', 'A safe, shaded play area with slides, swings and a sand pit for the pre-primary and primary children.'),
            facility('Auditorium', 'auditorium', 'The seminar hall set up for an assembly', `A seminar hall seating ${SCHOOL_FACTS.seminarHallSeats}, with a stage, sound and projection for assemblies, talks and performances.`),
            facility('Class Room', 'class-room', 'A bright classroom with a smart board', 'Airy, well-lit classrooms with smart boards, display boards and comfortable furniture sized for each age.'),
            facility('AV Technology', 'av-technology', 'A teacher using the smart board in a lesson', 'Projectors and smart boards in every classroom, and an AV room for films, presentations and video conferences.'),
            facility('Multi Activity Room', 'multi-activity-room', 'Students practising dance in the multi activity room', 'A large room for dance, yoga, indoor games and music, with mirrors and a sprung floor.'),
            facility('Art Room', 'art-room', 'Students painting in the art room', 'A dedicated art room with easels, a pottery wheel and space to display students\' work.'),
          ],
        },
      ],
    },
  ],
};
