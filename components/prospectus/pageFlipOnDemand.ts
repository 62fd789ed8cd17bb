// react-pageflip with page-flip patched to draw only when the book changes (drawOnDemand.ts). Loaded
// with the flip-book alone, as react-pageflip was.
import { PageFlip } from 'page-flip';
import HTMLFlipBook from 'react-pageflip';
import { installDrawOnDemand } from './drawOnDemand';

installDrawOnDemand(PageFlip);

export default HTMLFlipBook;
