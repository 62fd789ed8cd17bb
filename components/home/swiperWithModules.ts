import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';

// Named imports from a static module let the bundler drop Swiper's other twenty modules; a dynamic
// `import('swiper/modules')` keeps the whole namespace (86 kB raw, evaluated in one long task).
// No Autoplay: it renders a frame 60 times a second while it plays (CarouselMotion turns the slides itself).
export const SWIPER_MODULES = [A11y, Navigation, Pagination];
export default Swiper;
